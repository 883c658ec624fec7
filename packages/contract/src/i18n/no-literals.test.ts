/**
 * User-facing texts live in the catalogue: no CJK text in web, server or contract source outside the catalogue
 * files. Tests, browser tests and the seed's demo content are exempt (they are data, not the product's words).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCjk } from './cjk-scan.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['apps/web/app', 'apps/server/src', 'packages/contract/src'];
const CATALOGUE_FILES = new Set([
  'packages/contract/src/i18n/zh-CN.ts',
  'apps/web/app/shared/i18n/zh-CN.ts',
  'apps/web/app/shared/i18n/language-names.ts',
]);
/** The demo catalogue the seed writes into the database (titles, names, menus): content, not interface text. */
const DEMO_CONTENT = new Set(['apps/server/src/seed/words.ts', 'apps/server/src/seed/factories.ts', 'apps/server/src/seed/community.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const exempt = (path: string) => CATALOGUE_FILES.has(path) || DEMO_CONTENT.has(path) || /\.test\.tsx?$/.test(path) || /(^|\/)(e2e|test)\//.test(path);

describe('no text literals outside the catalogue', () => {
  it('finds no CJK text in web, server or contract source outside the catalogue files', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((path) => !exempt(path));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) => findCjk(readFileSync(join(ROOT, path), 'utf8')).map((hit) => `${relative('.', path)}:${hit.line}  ${hit.text}`));
    expect(offenders, 'move these texts into the catalogue (packages/contract/src/i18n or apps/web/app/shared/i18n)').toEqual([]);
  });

  it('scans every catalogue file it exempts (a renamed catalogue must not hide texts)', () => {
    for (const path of [...CATALOGUE_FILES, ...DEMO_CONTENT]) expect(() => readFileSync(join(ROOT, path), 'utf8'), path).not.toThrow();
  });
});

describe('findCjk', () => {
  it('flags CJK in strings, templates and JSX text', () => {
    expect(findCjk("const a = '登录';").map((h) => h.line)).toEqual([1]);
    expect(findCjk('const a = "x";\nconst b = `共 ${n} 条`;').map((h) => h.line)).toEqual([2]);
    expect(findCjk('return <p>\n  确认密码\n</p>;').map((h) => h.line)).toEqual([2]);
    expect(findCjk("const a = 'it\\'s 好';").map((h) => h.line)).toEqual([1]);
    expect(findCjk("const full = '，';")).toHaveLength(1);
  });

  it('ignores comments and ASCII', () => {
    expect(findCjk('// 注释\n/* 块注释\n 第二行 */\nconst a = "ok"; // 尾注释\nconst url = "https://x";')).toEqual([]);
  });
});
