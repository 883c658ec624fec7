/**
 * The web host reads a page's address against the Host header the client sent: one that no address can hold is a
 * bad request, not a server error (a forged header reached `new URL()` and answered 500).
 */
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = new URL(inject('baseUrl'));

function statusWithHost(host: string, path = '/') {
  return new Promise<number>((resolve, reject) => {
    const request = http.request({ host: baseUrl.hostname, port: baseUrl.port, path, method: 'GET', setHost: false, headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
    request.end();
  });
}

describe('a page asked with a malformed Host', () => {
  it.each(['[', 'a b', 'x:99999', 'ex ample.test:80'])('answers 400 for %j', async (host) => {
    expect(await statusWithHost(host)).toBe(400);
    expect(await statusWithHost(host, '/videoDetails?id=1')).toBe(400);
  });

  it('still answers a well-formed one', async () => {
    expect(await statusWithHost(baseUrl.host)).toBe(200);
  });
});
