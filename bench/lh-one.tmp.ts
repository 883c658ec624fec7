import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './support.ts';
const app = await startServer({ WEB_MODE: 'production', NODE_ENV: '', SEED_VIDEOS: '2000' });
console.log(app.baseUrl);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const url of (process.env.URLS ?? '/tagList').split(',')) {
  for (let i = 0; i < Number(process.env.N ?? 1); i++) {
    const r = await lighthouse(app.baseUrl + url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r!.lhr;
    fs.writeFileSync(`/tmp/lhr-${url.replace(/\W/g, '_')}-${i}.json`, JSON.stringify(lhr));
    const v = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(url, i, Math.round(lhr.categories.performance.score! * 100), 'fcp', v('first-contentful-paint'), 'lcp', v('largest-contentful-paint'), 'si', v('speed-index'), 'tbt', v('total-blocking-time'));
  }
}
await chrome.kill();
await app.stop();
