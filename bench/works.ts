/**
 * Creators' works (issue 15): how fast the transcoder cuts video, and how fast an upload arrives.
 *
 * - Transcoding: a generated 1080p test pattern (BENCH_CLIP_SECONDS, 20 s, with a tone) cut by the product's own
 *   transcodeToLadder into each level of the ladder alone and into the whole ladder at once, at the preset the
 *   server uses (WORKS_FFMPEG_PRESET, veryfast) and every core; printed as seconds of video per second of work.
 * - Upload: the real server on loopback, a signed-in account, the tus calls the browser makes (POST, then PATCHes
 *   of the browser's chunk size, 8 MB, and one whole PATCH), a generated file of BENCH_UPLOAD_MB (200 MB);
 *   printed as MB/s from the first byte to the last acknowledged offset. The server's worker is off, so the
 *   transcode of the finished upload does not share the measurement.
 * Uses the server's ffmpeg and ffprobe (the system's, else the ones `npm install` brings; or FFMPEG_PATH / FFPROBE_PATH).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_XSRF, HEADER_XSRF, SYSTEM_TYPE_MOBILE, UNSIGNED_PAYLOAD, WORKS_UPLOAD_PATH, api, fetchClient, signedHeaders } from '@md/contract';
import { HLS_LADDER } from '../apps/server/src/lib/hls-ladder.ts';
import { toolPath } from '../apps/server/src/lib/tools.ts';
import { probeVideo, transcodeToLadder, type Tools } from '../apps/server/src/domains/works/transcode.ts';
import { startServer } from './support.ts';

const CLIP_SECONDS = Number(process.env.BENCH_CLIP_SECONDS ?? 20);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const CHUNK = 8 * 1024 * 1024;
const KEYS = { keyId: 'h5-v1', secret: 'works-bench-sign-secret-0123456789', dataKey: Buffer.alloc(32, 5).toString('base64') };
const tools: Tools = {
  ffmpeg: process.env.FFMPEG_PATH ?? toolPath('ffmpeg'),
  ffprobe: process.env.FFPROBE_PATH ?? toolPath('ffprobe'),
  preset: process.env.WORKS_FFMPEG_PRESET ?? 'veryfast',
  threads: 0,
};

function makeSource(dir: string, seconds: number, name: string, videoRate = '4M') {
  const file = path.join(dir, name);
  execFileSync(tools.ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', videoRate, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

async function transcodeRows(dir: string) {
  const source = makeSource(dir, CLIP_SECONDS, 'source.mp4');
  const probe = await probeVideo(tools, source);
  if (!probe) throw new Error('ffprobe could not read the generated clip');
  const rows = [];
  for (const ladder of [...HLS_LADDER.map((level) => [level]), HLS_LADDER]) {
    const out = path.join(dir, `out-${ladder.map((l) => l.name).join('-')}`);
    const start = performance.now();
    await transcodeToLadder(tools, source, out, probe, () => {}, undefined, ladder);
    const seconds = (performance.now() - start) / 1000;
    rows.push({
      levels: ladder.map((l) => l.name).join(' + '),
      'video s': probe.duration,
      'work s': Number(seconds.toFixed(2)),
      'video s per work s': Number((probe.duration / seconds).toFixed(2)),
    });
    fs.rmSync(out, { recursive: true, force: true });
  }
  return rows;
}

/** The browser's client, signed up, and the tus calls it makes (signed as the web client signs them, bytes unsigned). */
function uploader(baseUrl: string) {
  const visitor = fetchClient(baseUrl, KEYS, 'works-bench-device');
  return {
    async signUp() {
      await visitor.client.call(api.pingConfig);
      const account = `works_bench_${Date.now().toString(36)}`;
      visitor.setToken((await visitor.client.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' })).token);
    },
    async tus(method: string, requestPath: string, headers: Record<string, string>, body?: Buffer) {
      const cookie = visitor.xsrf();
      const signed = await signedHeaders({ keyId: KEYS.keyId, secret: KEYS.secret, method, path: requestPath, body: body ? UNSIGNED_PAYLOAD : null, token: visitor.token(), systemType: SYSTEM_TYPE_MOBILE, devId: visitor.devId });
      const response = await fetch(baseUrl + requestPath, {
        method,
        headers: {
          'tus-resumable': '1.0.0',
          ...signed,
          ...(cookie ? { cookie: `${COOKIE_XSRF}=${cookie}`, [HEADER_XSRF]: cookie } : {}),
          ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
          ...headers,
        },
        body: body ? new Uint8Array(body) : undefined,
      });
      if (response.status >= 300) throw new Error(`${method} ${requestPath}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return response;
    },
  };
}

async function uploadRows(dir: string) {
  // A real video of about the asked size (the server probes what arrives), at a high rate so it stays short.
  const seconds = Math.max(2, Math.round((UPLOAD_MB * 8) / 40));
  const file = makeSource(dir, seconds, 'upload.mp4', '40M');
  const bytes = fs.readFileSync(file);
  const server = await startServer({ API_SIGN_SECRET: KEYS.secret, API_DATA_KEY: KEYS.dataKey, WORKER: 'off', SEED_VIDEOS: '20', LOGIN_LIMIT_PER_IP: '1000' });
  const rows = [];
  try {
    const client = uploader(server.baseUrl);
    await client.signUp();
    for (const [name, chunk] of [
      ['8 MB PATCHes (the browser)', CHUNK],
      ['one PATCH', bytes.length],
    ] as const) {
      const created = await client.tus('POST', WORKS_UPLOAD_PATH, { 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from('bench.mp4').toString('base64')},title ${Buffer.from(name).toString('base64')}` });
      const location = created.headers.get('location');
      if (!location) throw new Error('no upload location');
      const uploadPath = new URL(location, server.baseUrl).pathname;
      const start = performance.now();
      for (let offset = 0; offset < bytes.length; offset += chunk) {
        const response = await client.tus('PATCH', uploadPath, { 'upload-offset': String(offset) }, bytes.subarray(offset, Math.min(bytes.length, offset + chunk)));
        const acknowledged = Number(response.headers.get('upload-offset'));
        if (acknowledged !== Math.min(bytes.length, offset + chunk)) throw new Error(`offset ${acknowledged} after ${offset}`);
      }
      const seconds = (performance.now() - start) / 1000;
      rows.push({ upload: name, MB: Number((bytes.length / 1e6).toFixed(1)), s: Number(seconds.toFixed(2)), 'MB/s': Number((bytes.length / 1e6 / seconds).toFixed(1)) });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-bench-works-'));
try {
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' ');
  console.log(`\nWorks on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} (load ${load}), ffmpeg preset ${tools.preset}, every core:`);
  console.log(`\nTranscoding a ${CLIP_SECONDS} s 1080p25 test pattern with a tone (ladder, sprite and cover, as the worker does):`);
  console.table(await transcodeRows(dir));
  console.log(`\nUploading about ${UPLOAD_MB} MB through works/upload/media (tus) on loopback, signed in:`);
  console.table(await uploadRows(dir));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
