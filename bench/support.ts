/** Starting the real server for a benchmark, and signing requests synchronously for load generators. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_XSRF, formatApiKey, formatUserAgent, verifySignature } from '@md/contract';

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
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_MODE: 'off', RATE_LIMIT_PER_MINUTE: '100000000', ...env },
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

/** The contract's signature, computed synchronously so a load generator can sign every request afresh. */
export class SyncSigner {
  xsrf = '';
  token: string | null = null;

  constructor(
    readonly keyId: string,
    readonly secret: string,
  ) {}

  headers(method: string, pathWithQuery: string, body: string | null): Record<string, string> {
    const timestamp = Math.floor(Date.now() / 1000);
    const nonce = randomBytes(16).toString('hex');
    const digest = createHash('sha256').update(body ?? '').digest('hex');
    const canonical = [method, pathWithQuery, String(timestamp), nonce, digest, this.token ?? ''].join('\n');
    const signature = createHmac('sha256', this.secret).update(canonical).digest('hex');
    const headers: Record<string, string> = {
      serect: this.keyId,
      'x-user-agent': formatUserAgent({ systemType: 'h5', devId: 'bench-device-0001' }),
      'x-api-key': formatApiKey({ timestamp, nonce, signature }),
      'content-type': 'application/json',
      cookie: `${COOKIE_XSRF}=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    return headers;
  }

  /** Proves this signer agrees with the contract's, so the figures measure the real protocol. */
  async selfCheck() {
    const headers = this.headers('POST', '/api/app/x', '{"a":1}');
    const [t, n, s] = headers['x-api-key'].split(',').map((p) => p.slice(2));
    const ok = await verifySignature(this.secret, { method: 'POST', path: '/api/app/x', timestamp: Number(t), nonce: n, body: '{"a":1}', token: this.token }, s);
    if (!ok) throw new Error('the benchmark signer disagrees with the contract');
  }

  /** Gets the XSRF cookie and a guest token, as a browser's first visit does. */
  async session(baseUrl: string) {
    const config = await fetch(`${baseUrl}/api/app/ping/config`, { headers: this.headers('GET', '/api/app/ping/config', null) });
    this.xsrf = /XSRF-TOKEN=([^;]+)/.exec(config.headers.get('set-cookie') ?? '')![1];
    const body = JSON.stringify({ devID: 'bench-device-0001' });
    const guest = await fetch(`${baseUrl}/api/app/login/guest`, { method: 'POST', headers: this.headers('POST', '/api/app/login/guest', body), body });
    const envelope = (await guest.json()) as { code: number };
    if (envelope.code !== 200) throw new Error(`guest login failed: ${JSON.stringify(envelope)}`);
  }
}
