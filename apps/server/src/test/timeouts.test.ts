/**
 * A client that trickles its body (one byte at a time, never finishing) must not hold a socket: the server closes
 * it once the request deadline has passed. The deadline here is the shortest the config allows.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ socket: true, env: { REQUEST_TIMEOUT_SECONDS: '1', CONNECTION_TIMEOUT_SECONDS: '30' } });
});
afterAll(() => h.close());

it('closes a connection whose body is trickled past the request deadline', async () => {
  const { port } = h.app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  let sent = 0;
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write('POST /api/app/search/suggest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
  // A byte every 100 ms keeps the socket busy, so only the request deadline (not the idle timeout) can end it.
  const trickle = setInterval(() => {
    if (!socket.destroyed) socket.write(' ', () => sent++);
  }, 100);
  try {
    await closed;
  } finally {
    clearInterval(trickle);
  }
  // Closed long before the body could have been complete, with Node's 408 (or a bare close).
  expect(sent).toBeLessThan(1000);
  if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
});
