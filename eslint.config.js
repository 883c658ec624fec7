// The rules of the codebase that a tool checks: TypeScript hygiene, hooks, accessibility, and the architecture's
// boundaries (docs/architecture.md): features never import each other, shared code never imports features or
// routes, server domains meet only through each other's exported services, the contract imports nothing of the
// apps, and no import cycles anywhere.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A Chinese character: user-facing text belongs in the catalogue, not in source. */
const CJK = '[\\u3400-\\u9fff\\uf900-\\ufaff\\u3000-\\u303f\\uff00-\\uffef]';

/**
 * Each table's owning domain (apps/server/src/db/table-owners.json): a domain's code imports only its own tables
 * from the schema; another domain's rows come through that domain's service. Infrastructure tables are lib/'s.
 */
const { '//': _why, infrastructure: _infrastructure, ...TABLE_OWNERS } = JSON.parse(fs.readFileSync(new URL('./apps/server/src/db/table-owners.json', import.meta.url), 'utf8'));
const SERVER_DOMAINS = fs.readdirSync(new URL('./apps/server/src/domains/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const tableRules = SERVER_DOMAINS.map((domain) => ({
  files: [`apps/server/src/domains/${domain}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: Object.entries(TABLE_OWNERS).filter(([owner]) => owner !== domain).map(([owner, tables]) => ({
        group: ['**/db/schema/*'],
        importNames: tables,
        message: `This table belongs to the ${owner} domain: use what domains/${owner}/service.ts exports (apps/server/src/db/table-owners.json).`,
      })),
    }],
  },
}));

/** The one file a domain shows to other domains: its service (which re-exports by name what others may use). */
const DOMAIN_ENTRIES = ['service.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/server/dist/**',
      '**/.react-router/**',
      '**/public/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'apps/server/assets/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('…')` types a module that loads later without loading it now.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },

  // No import cycles, resolved the way TypeScript resolves them (workspace packages included).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },

  // React: hooks and accessibility.
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },

  // The architecture's boundaries.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract' },
        { type: 'server-domain', pattern: 'apps/server/src/domains/*', capture: ['domain'] },
        { type: 'server-web-host', pattern: 'apps/server/src/web' },
        { type: 'server-core', pattern: 'apps/server/src/{lib,db,plugins,seed,test}' },
        { type: 'web-feature', pattern: 'apps/web/app/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/app/shared' },
        { type: 'web-route', pattern: 'apps/web/app/routes' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'allow',
        message: '{{from.type}} must not import {{to.type}} here (see docs/architecture.md)',
        policies: [
          // The contract is what the apps share; it knows nothing of them.
          {
            from: { element: { type: 'contract' } },
            disallow: { to: { element: { types: { anyOf: ['server-domain', 'server-core', 'server-web-host', 'web-feature', 'web-shared', 'web-route'] } } } },
          },
          // Features never import each other; compose them in a route module, or move the shared part to shared/.
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-route' } } },
          },
          // Imports flow one way: shared -> features -> routes.
          {
            from: { element: { type: 'web-shared' } },
            disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-route'] } } } },
          },
          // A server domain uses another only through that domain's exported services.
          {
            from: { element: { type: 'server-domain' } },
            disallow: {
              to: {
                element: {
                  type: 'server-domain',
                  captured: { domain: '!{{from.captured.domain}}' },
                  fileInternalPath: `!(${DOMAIN_ENTRIES.join('|')})`,
                },
              },
            },
          },
          // Infrastructure (plugins, lib, db) never reaches into the web host.
          {
            from: { element: { type: 'server-core' } },
            disallow: { to: { element: { type: 'server-web-host' } } },
          },
        ],
      }],
    },
  },

  // A domain reads and writes only its own tables (above).
  ...tableRules,

  // Every user-facing text comes from the catalogue (tests, browser tests, benchmarks and the seed's demo words aside).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/i18n/**', '**/locales/**', 'apps/server/src/seed/**', 'apps/web/test/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: `Literal[value=/${CJK}/]`, message: 'User-facing text belongs in the text catalogue (i18n), not in source.' },
        { selector: `TemplateElement[value.raw=/${CJK}/]`, message: 'User-facing text belongs in the text catalogue (i18n), not in source.' },
        { selector: `JSXText[value=/${CJK}/]`, message: 'User-facing text belongs in the text catalogue (i18n), not in source.' },
      ],
    },
  },

  // The server's test files share their worker's modules (isolate: false, decision 0074): a module mock would reach
  // only the files that happened to load the module first, so the server tests observe through the app instead.
  {
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]", message: 'Server test files share modules (isolate: false): observe through the app, not a module mock.' },
      ],
    },
  },

  // Tests and scripts may print.
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', '**/scripts/**', 'apps/server/src/seed/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
