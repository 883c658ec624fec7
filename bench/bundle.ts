/**
 * Shipped JavaScript per route, gzip: what a first visit downloads before it can interact (entry, root and the
 * route's own chunks), and apart from that the player, which loads only when someone presses play.
 * Reads React Router's build manifest; run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'apps/web/build');
const TARGET_HOME_KB = 150;

interface Chunk {
  module: string;
  imports?: string[];
}

const gz = (file: string) => gzipSync(fs.readFileSync(path.join(BUILD, 'client', file))).length;
/** What is sent to a browser that takes brotli: the build's own .br beside the file (decision 0077), else gzip. */
const sent = (file: string) => {
  const br = path.join(BUILD, 'client', `${file}.br`);
  return fs.existsSync(br) ? fs.statSync(br).size : gz(file);
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function bundleReport() {
  const build = await import(pathToFileURL(path.join(BUILD, 'server/index.js')).href);
  const { entry, routes } = build.assets as { entry: Chunk; routes: Record<string, Chunk & { parentId?: string }> };
  const files = (chunk: Chunk) => [chunk.module, ...(chunk.imports ?? [])];
  const base = new Set([...files(entry), ...files(routes.root)]);
  const rows = Object.entries(routes)
    .filter(([id]) => id !== 'root')
    .map(([id, route]) => {
      const all = new Set([...base, ...files(route)]);
      const total = [...all].reduce((n, f) => n + gz(f), 0);
      const brotli = [...all].reduce((n, f) => n + sent(f), 0);
      return { route: id.replace('routes/', ''), kb: Number(kb(total)), sentKb: Number(kb(brotli)) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  // Chunks no route imports statically are loaded on demand: here that is the player (xgplayer, its HLS
  // plugin, its zh-cn texts), fetched when someone presses play.
  const staticFiles = new Set([...base, ...Object.values(routes).flatMap(files)]);
  const lazy = fs.readdirSync(path.join(BUILD, 'client/assets')).filter((f) => f.endsWith('.js') && !staticFiles.has(`/assets/${f}`));
  const isPlayer = (f: string) => /xgplayer|xg-|HlsPlugin|MediaSource/.test(fs.readFileSync(path.join(BUILD, 'client/assets', f), 'utf8'));
  const player = lazy.filter(isPlayer).reduce((n, f) => n + gz(`assets/${f}`), 0);
  const other = lazy.filter((f) => !isPlayer(f)).reduce((n, f) => n + gz(`assets/${f}`), 0);
  return { rows, shared: Number(kb([...base].reduce((n, f) => n + gz(f), 0))), sharedSent: Number(kb([...base].reduce((n, f) => n + sent(f), 0))), player: Number(kb(player)), otherLazy: Number(kb(other)) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await bundleReport();
  console.log('\nJavaScript before interaction, per route (entry + root + route chunks): kb = gzip, sentKb = as sent to a browser taking brotli');
  console.table(report.rows);
  console.log(`shared by every route: ${report.shared} KB gzip, ${report.sharedSent} KB as sent (brotli)`);
  console.log(`player (xgplayer + HLS plugin + zh-cn), loaded on pressing play, not counted above: ${report.player} KB`);
  console.log(`other chunks loaded on first use (login popup, toasts), not counted above: ${report.otherLazy} KB`);
  const home = report.rows.find((r) => r.route === 'home');
  console.log(`home: ${home?.kb} KB of a ${TARGET_HOME_KB} KB target → ${home && home.kb <= TARGET_HOME_KB ? 'met' : 'NOT met'}`);
}
