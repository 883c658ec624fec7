/**
 * `npm run build -w @md/server` (part of the root `npm run build`): the server and its commands as plain JavaScript
 * in apps/server/dist — `server.js` (what `npm start` runs), `ops.js`, `seed.js`, `worker.js` — so a start or an
 * operator command does not compile TypeScript first (decision 0080). Installed packages stay outside the bundle
 * (native addons, WASM and their own files load as installed); the contract, a workspace of TypeScript sources, is
 * bundled in.
 *
 * Every file lands flat in dist/, chunks included: the server finds its migrations and assets from its own folder's
 * parent (config.ts), whichever file its code ended up in. Chunks keep what is imported later loaded later: the web
 * host (React's build is chosen by NODE_ENV at its first import, which server.ts decides first) stays its own chunk.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(SERVER_ROOT, 'dist');

const ENTRIES = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  seed: 'src/seed/cli.ts',
  ops: 'scripts/ops.ts',
};

export type BuiltEntry = keyof typeof ENTRIES;

/**
 * How a built entry runs — `npm start`, the operator's commands and every test or benchmark that starts a server of
 * its own: Node on dist/<entry>.js, stack traces mapped back to the TypeScript sources.
 */
export function builtCommand(entry: BuiltEntry, ...args: string[]): [command: string, args: string[]] {
  return [process.execPath, ['--enable-source-maps', path.join(DIST_DIR, `${entry}.js`), ...args]];
}

/** Bare imports stay imports of the installed package, except the workspace's own contract. */
const installedPackagesOutside: Plugin = {
  name: 'installed-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path === '@md/contract' || args.path.startsWith('@md/contract/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Builds dist/ and answers the files it holds. A file whose content is unchanged is not written again, and a changed
 * one is written beside and renamed into place: a process starting from dist/ meanwhile (another build of the same
 * sources, a test run's second project) never reads half a file.
 */
export async function buildServer(): Promise<string[]> {
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: ENTRIES,
    outdir: DIST_DIR,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [installedPackagesOutside],
  });
  await fs.mkdir(DIST_DIR, { recursive: true });
  const written = new Set<string>();
  for (const output of result.outputFiles) {
    written.add(output.path);
    const before = await fs.readFile(output.path).catch(() => null);
    if (before && Buffer.compare(before, output.contents) === 0) continue;
    const beside = `${output.path}.${process.pid}.tmp`;
    await fs.writeFile(beside, output.contents);
    await fs.rename(beside, output.path);
  }
  // Files of an earlier build that this one did not make (chunks are named by their content).
  for (const name of await fs.readdir(DIST_DIR)) {
    const file = path.join(DIST_DIR, name);
    if (!written.has(file) && !name.endsWith('.tmp')) await fs.rm(file, { recursive: true, force: true });
  }
  return [...written];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = performance.now();
  const files = await buildServer();
  // On stderr: `npm run ops` builds first, and what the command prints is its own.
  console.error(`server built: ${files.filter((file) => file.endsWith('.js')).length} files in ${path.relative(process.cwd(), DIST_DIR) || '.'} (${Math.round(performance.now() - started)} ms)`);
}
