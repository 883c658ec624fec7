/** Starting the real server for a benchmark, and signing requests synchronously for load generators. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  COOKIE_XSRF,
  HEADER_API_KEY,
  HEADER_XSRF,
  SYSTEM_TYPE_MOBILE,
  api,
  fetchClient,
  parseApiKey,
  signedHeadersSync,
  verifySignature,
  type SyncHashes,
} from '@md/contract';
import { buildServer, builtCommand } from '../apps/server/scripts/build.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's own process (node itself, not a wrapper), for its CPU counters. */
  pid: number;
  stop(): Promise<void>;
}

/** CPU seconds a process has used so far (user + system), from /proc; null where there is no /proc. */
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, counted from the state field (3) here; clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-bench-'));
  const port = await freePort();
  await buildServer();
  const child: ChildProcess = spawn(...builtCommand('server'), {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_MODE: 'off', RATE_LIMIT_PER_MINUTE: '100000000', COMMENT_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** node:crypto's hashes, so the contract's synchronous signer can sign every request of a load stream. */
const nodeHashes: SyncHashes = {
  sha256Hex: (text) => createHash('sha256').update(text).digest('hex'),
  hmacSha256Hex: (secret, text) => createHmac('sha256', secret).update(text).digest('hex'),
};

const BENCH_DEVICE = 'bench-device-0001';

/** Signed headers for a load generator: the contract's signer, synchronous; the session comes from its client. */
export class SyncSigner {
  xsrf = '';
  token: string | null = null;

  constructor(
    readonly keyId: string,
    readonly secret: string,
    readonly dataKey: string,
  ) {}

  headers(method: string, pathWithQuery: string, body: string | null): Record<string, string> {
    return {
      ...signedHeadersSync(nodeHashes, { keyId: this.keyId, secret: this.secret, method, path: pathWithQuery, body, token: this.token, systemType: SYSTEM_TYPE_MOBILE, devId: BENCH_DEVICE }),
      'content-type': 'application/json',
      cookie: `${COOKIE_XSRF}=${this.xsrf}`,
      [HEADER_XSRF]: this.xsrf,
    };
  }

  /** Proves the synchronous path agrees with the contract's checker, so the figures measure the real protocol. */
  async selfCheck() {
    const parts = parseApiKey(this.headers('POST', '/api/app/x', '{"a":1}')[HEADER_API_KEY])!;
    const ok = await verifySignature(this.secret, { method: 'POST', path: '/api/app/x', timestamp: parts.timestamp, nonce: parts.nonce, body: '{"a":1}', token: this.token }, parts.signature);
    if (!ok) throw new Error('the benchmark signer disagrees with the contract');
  }

  /** Gets the XSRF cookie and a guest token, as a browser's first visit does, through the contract's client. */
  async session(baseUrl: string) {
    const visitor = fetchClient(baseUrl, { keyId: this.keyId, secret: this.secret, dataKey: this.dataKey }, BENCH_DEVICE, this.token);
    // The guest's token is not kept: the load measures public calls, as a visitor's first page does.
    await visitor.call(api.loginGuest, { devID: BENCH_DEVICE });
    this.xsrf = visitor.xsrf() ?? this.xsrf;
  }
}

