/**
 * npm run bench: every benchmark in turn, figures printed. Lighthouse needs Chromium (CHROME_PATH, default
 * /usr/bin/chromium), the works benchmark ffmpeg; search latency, community latency (comments and the post square) and the message centre at
 * ten million messages run when BENCH_DATABASE_URL is set.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './support.ts';

const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
const run = (script: string) => execFileSync(tsx, [path.join(ROOT, 'bench', script)], { cwd: ROOT, stdio: 'inherit', env: process.env });

execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
run('bundle.ts');
run('lighthouse.ts');
run('first-frame.ts');
run('api-load.ts');
run('works.ts');
if (process.env.BENCH_DATABASE_URL) {
  run('search-latency.ts');
  run('community-latency.ts');
  run('message-scale.ts');
} else console.log('\n(search, community and message latency skipped: set BENCH_DATABASE_URL to a PostgreSQL server to run them)');
