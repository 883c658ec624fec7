/** Test helpers: a small video made by ffmpeg at test time, and tus calls signed the way the web client signs them. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { COOKIE_XSRF, SYSTEM_TYPE_MOBILE, UNSIGNED_PAYLOAD, WORKS_UPLOAD_PATH, signedHeaders } from '@md/contract';
import type { TestClient, WireResponse } from '../../test/harness.ts';
import { toolPath } from '../../lib/tools.ts';

/** A `seconds`-long 160×90 test pattern with a tone, as MP4. */
export function makeClip(dir: string, seconds = 2, name = 'clip.mp4'): string {
  const file = path.join(dir, name);
  execFileSync(toolPath('ffmpeg'), [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=160x90:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=22050:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '24k', '-shortest', file,
  ]);
  return file;
}

/**
 * An ffmpeg that answers `-version` as the real one does (so it counts as available) and fails every job with
 * "encoder exploded": written to `dir`, answered as its path.
 */
export async function brokenFfmpeg(dir: string): Promise<string> {
  const file = path.join(dir, 'broken-ffmpeg.sh');
  await fs.writeFile(file, `#!/bin/sh\n[ "$1" = -version ] && exec '${toolPath('ffmpeg')}' -version\necho "encoder exploded" >&2\nexit 1\n`, { mode: 0o755 });
  return file;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export interface TusCall {
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE';
  path?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  token?: string | null;
}

/** One tus request through the client's transport: signed (bytes unsigned), with the XSRF cookie and echo. */
export async function tus(client: TestClient, call: TusCall): Promise<WireResponse> {
  const requestPath = call.path ?? WORKS_UPLOAD_PATH;
  const token = call.token === undefined ? client.token : call.token;
  const headers: Record<string, string> = {
    'tus-resumable': '1.0.0',
    ...(await signedHeaders({
      keyId: client.config.sign.keyId,
      secret: client.config.sign.secret,
      method: call.method,
      path: requestPath,
      body: call.body ? UNSIGNED_PAYLOAD : null,
      token,
      systemType: SYSTEM_TYPE_MOBILE,
      devId: client.devId,
      timestamp: client.now(),
    })),
  };
  if (client.xsrf) {
    headers.cookie = `${COOKIE_XSRF}=${client.xsrf}`;
    headers['x-xsrf-token'] = client.xsrf;
  }
  if (call.body) headers['content-type'] = 'application/offset+octet-stream';
  Object.assign(headers, call.headers);
  return client.send({ method: call.method, path: requestPath, headers, payload: call.body, ip: client.ip });
}

/** Creates an upload of `length` bytes; answers the response and the upload's path. */
export async function createUpload(client: TestClient, length: number, title = 'clip') {
  const response = await tus(client, { method: 'POST', headers: { 'upload-length': String(length), 'upload-metadata': `filename ${b64(`${title}.mp4`)},title ${b64(title)}` } });
  const location = response.headers.location;
  return { response, path: typeof location === 'string' ? location : '' };
}

export const sendBytes = (client: TestClient, uploadPath: string, offset: number, body: Buffer) =>
  tus(client, { method: 'PATCH', path: uploadPath, headers: { 'upload-offset': String(offset) }, body });

/** The envelope or tus JSON body of a refusal. */
export const bodyOf = (response: WireResponse) => JSON.parse(response.raw.toString('utf8')) as { code: number; tip: string };
