import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Code, WORKS_UPLOAD_PATH, api } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { dropUpload, sweepStaleUploads, uploadsDir } from './service.ts';
import { bodyOf, createUpload, makeClip, sendBytes, tus } from './tus-test-client.ts';

let h: Harness;
let tmp: string;
let clip: Buffer;

const incoming = async () => (await fs.readdir(uploadsDir(h.deps)).catch(() => [])).sort();

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'md-works-'));
  clip = await fs.readFile(makeClip(tmp));
  h = await createHarness({ env: { WORKER: 'off', WORKS_MAX_MB: '1', WORKS_SWEEP_MINUTES: '0' } });
});
afterAll(async () => {
  await h?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('works/upload/media (tus)', () => {
  it('creates, sends half, reports the offset, resumes from it, and queues the finished work', async () => {
    const me = await h.registered('tusmaker1');
    const { response, path: uploadPath } = await createUpload(me, clip.length, '我的作品');
    expect(response.status).toBe(201);
    expect(uploadPath).toMatch(new RegExp(`^${WORKS_UPLOAD_PATH}/[a-f0-9]{32}$`));

    const half = Math.floor(clip.length / 2);
    const first = await sendBytes(me, uploadPath, 0, clip.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    const head = await tus(me, { method: 'HEAD', path: uploadPath });
    expect(head.status).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(clip.length));

    // A PATCH at a wrong offset is refused and changes nothing.
    expect((await sendBytes(me, uploadPath, 0, clip.subarray(0, 10))).status).toBe(409);

    const rest = await sendBytes(me, uploadPath, half, clip.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(clip.length));

    const mine = await me.call(api.worksMedia, {});
    expect(mine.envelope.code).toBe(200);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0]).toMatchObject({ title: '我的作品', state: 'queued', bytes: clip.length, failureReason: null });
    expect(mine.data.list[0].duration).toBeCloseTo(2, 0);
    const id = uploadPath.split('/').at(-1)!;
    expect(await fs.readFile(path.join(uploadsDir(h.deps), id))).toEqual(clip);
  });

  it("takes the title from Upload-Metadata by the text rules: no direction controls or control characters, as long as an edit allows, never part of a character", async () => {
    const me = await h.registered('tustitle1');
    // 6 characters, then 46 emoji (92 units), then a family of 8 units that would pass 100: cut before it, whole (its
    // first person alone would fit).
    const family = '👩\u200D👩\u200D👦';
    const { response, path: uploadPath } = await createUpload(me, clip.length, `t\u202Eevil\u0085x${'😀'.repeat(46)}${family}${'😀'.repeat(10)}`);
    expect(response.status).toBe(201);
    try {
      expect((await me.call(api.worksMedia, {})).data.list[0].title).toBe(`tevilx${'😀'.repeat(46)}`);
    } finally {
      await tus(me, { method: 'DELETE', path: uploadPath });
    }
  });

  it('refuses a renamed text file once it has arrived, and keeps nothing of it', async () => {
    const me = await h.registered('tusmaker2');
    const before = await incoming();
    const text = Buffer.from('这不是视频。'.repeat(200));
    const { path: uploadPath } = await createUpload(me, text.length, 'holiday');
    const sent = await sendBytes(me, uploadPath, 0, text);
    expect(sent.status).toBe(415);
    expect(bodyOf(sent)).toMatchObject({ code: Code.worksNotVideo });
    expect(bodyOf(sent).tip).toMatch(/视频/);
    expect(await incoming()).toEqual(before);
    expect((await me.call(api.worksMedia, {})).data.list).toEqual([]);
  });

  it('refuses an over-size upload before any byte, and keeps nothing', async () => {
    const me = await h.registered('tusmaker3');
    const before = await incoming();
    const { response } = await createUpload(me, 1024 * 1024 + 1);
    expect(response.status).toBe(413);
    expect(bodyOf(response).code).toBe(Code.worksTooLarge);
    expect(await incoming()).toEqual(before);
    expect((await me.call(api.worksMedia, {})).data.list).toEqual([]);
    // A length that is no number is a bad request.
    const bad = await tus(me, { method: 'POST', headers: { 'upload-length': 'lots' } });
    expect(bad.status).toBe(400);
  });

  it('refuses guests and visitors', async () => {
    const guest = await h.guest();
    const asGuest = await createUpload(guest, clip.length);
    expect(bodyOf(asGuest.response).code).toBe(Code.needRegistered);
    const visitor = await h.visitor();
    expect(bodyOf((await createUpload(visitor, clip.length)).response).code).toBe(Code.loginExpired);
    expect((await guest.call(api.worksMedia, {})).envelope.code).toBe(Code.needRegistered);
  });

  it('refuses an unsigned tus call and one without the XSRF echo', async () => {
    const me = await h.registered('tusmaker4');
    const unsigned = await me.send({ method: 'POST', path: WORKS_UPLOAD_PATH, headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', authorization: `Bearer ${me.token}` }, ip: me.ip });
    expect(unsigned.status).toBe(401);
    const noEcho = await tus(me, { method: 'POST', headers: { 'upload-length': '10', 'x-xsrf-token': '' } });
    expect(noEcho.status).toBe(403);
  });

  it('another user can neither see, resume, read nor cancel your upload', async () => {
    const owner = await h.registered('tusowner');
    const other = await h.registered('tusother');
    const { path: uploadPath } = await createUpload(owner, clip.length);
    await sendBytes(owner, uploadPath, 0, clip.subarray(0, 100));
    for (const call of [
      { method: 'HEAD' as const, path: uploadPath },
      { method: 'PATCH' as const, path: uploadPath, headers: { 'upload-offset': '100' }, body: clip.subarray(100, 200) },
      { method: 'DELETE' as const, path: uploadPath },
    ]) {
      const answer = await tus(other, call);
      expect(answer.status).toBe(404);
      if (call.method !== 'HEAD') expect(bodyOf(answer).code).toBe(Code.worksUploadNotFound);
    }
    expect((await other.call(api.worksMedia, {})).data.list).toEqual([]);
    expect((await tus(owner, { method: 'HEAD', path: uploadPath })).headers['upload-offset']).toBe('100');
  });

  it('an upload of your own is no way into another one: tus acts on the id the route checked, whatever the query says', async () => {
    const owner = await h.registered('tusvictim');
    const other = await h.registered('tussmuggler');
    const { path: victimPath } = await createUpload(owner, clip.length);
    await sendBytes(owner, victimPath, 0, clip.subarray(0, 100));
    const victimId = victimPath.split('/').at(-1)!;
    const { path: ownPath } = await createUpload(other, clip.length);
    for (const smuggled of [`${ownPath}?x=/${victimId}`, `${ownPath}?/${victimId}`, `${ownPath}?x=${victimId}/`]) {
      const head = await tus(other, { method: 'HEAD', path: smuggled });
      expect(head.headers['upload-offset'], smuggled).not.toBe('100');
      const patch = await tus(other, { method: 'PATCH', path: smuggled, headers: { 'upload-offset': '100' }, body: Buffer.alloc(100, 0x41) });
      expect(patch.status, smuggled).not.toBe(204);
    }
    expect((await tus(owner, { method: 'HEAD', path: victimPath })).headers['upload-offset']).toBe('100');
    const kept = await fs.readFile(path.join(uploadsDir(h.deps), victimId));
    expect(kept.equals(clip.subarray(0, 100))).toBe(true);
  });

  it('one unfinished upload at a time; cancelling frees the slot and removes the bytes', async () => {
    const me = await h.registered('tusmaker5');
    const before = await incoming();
    const { path: uploadPath } = await createUpload(me, clip.length);
    await sendBytes(me, uploadPath, 0, clip.subarray(0, 100));
    const second = await createUpload(me, clip.length);
    expect(second.response.status).toBe(429);
    expect(bodyOf(second.response).code).toBe(Code.worksUploadsAtOnce);
    const cancelled = await tus(me, { method: 'DELETE', path: uploadPath });
    expect(cancelled.status).toBe(204);
    expect(await incoming()).toEqual(before);
    expect((await tus(me, { method: 'HEAD', path: uploadPath })).status).toBe(404);
    expect((await createUpload(me, clip.length)).response.status).toBe(201);
  });

  it('creates sent at once keep to one unfinished upload (on PostgreSQL five of ten went in)', async () => {
    const me = await h.registered('tusmaker5b');
    const creates = await Promise.all(Array.from({ length: 10 }, () => createUpload(me, clip.length)));
    expect(creates.map((c) => c.response.status).sort()).toEqual([201, ...Array(9).fill(429)]);
    expect((await me.call(api.worksMedia, {})).data.list).toHaveLength(1);
  });

  it('the sweep removes uploads that stopped arriving, file and row', async () => {
    const me = await h.registered('tusmaker6');
    const before = await incoming();
    const { path: uploadPath } = await createUpload(me, clip.length);
    await sendBytes(me, uploadPath, 0, clip.subarray(0, 100));
    expect(await sweepStaleUploads(h.deps)).toBe(0);
    h.clock.offset += 25 * 3600;
    try {
      expect(await sweepStaleUploads(h.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      h.clock.offset -= 25 * 3600;
    }
    expect((await incoming()).filter((f) => !before.includes(f))).toEqual([]);
    expect((await me.call(api.worksMedia, {})).data.list).toEqual([]);
  });

  it('the sweep keeps an upload that received bytes after it looked', async () => {
    const me = await h.registered('tusmaker6b');
    const { path: uploadPath } = await createUpload(me, clip.length);
    await sendBytes(me, uploadPath, 0, clip.subarray(0, 100));
    const id = uploadPath.split('/').at(-1)!;
    // What the sweep asks once it has listed this upload as idle since a moment now passed: bytes came after it.
    const looked = new Date((h.deps.now() - 60) * 1000);
    expect(await dropUpload(h.deps, id, looked)).toBe(false);
    expect(await incoming()).toContain(id);
    expect((await tus(me, { method: 'HEAD', path: uploadPath })).headers['upload-offset']).toBe('100');
    expect(await dropUpload(h.deps, id, new Date((h.deps.now() + 60) * 1000))).toBe(true);
    expect(await incoming()).not.toContain(id);
  });

  it('a failure tus did not expect is the internal error of every call, without its message', async () => {
    const me = await h.registered('tusbroken1');
    const { path: uploadPath } = await createUpload(me, clip.length);
    // The upload's file made unreadable to the store in a way it does not expect: a link to itself.
    const file = path.join(uploadsDir(h.deps), uploadPath.split('/').at(-1)!);
    await fs.rm(file);
    await fs.symlink(file, file);
    try {
      const sent = await sendBytes(me, uploadPath, 0, clip.subarray(0, 100));
      expect(sent.status).toBe(500);
      expect(sent.raw.toString('utf8')).not.toMatch(/ELOOP|symbolic|went wrong/);
      expect(bodyOf(sent)).toEqual({ code: Code.internal, tip: '服务器开小差了，请稍后再试' });
    } finally {
      await tus(me, { method: 'DELETE', path: uploadPath });
    }
  });

  it('works/upload/info says what an upload may be', async () => {
    const me = await h.registered('tusmaker7');
    const info = await me.call(api.worksUploadInfo, {});
    expect(info.data).toMatchObject({ available: true, maxBytes: 1024 * 1024, uploadsAtOnce: 1 });
  });
});

describe('a cancel racing the last bytes (found by an attack on the calls)', () => {
  // ffprobe behind a gate: it says it is there; on an upload it reads the file (the real probe, which finds a video),
  // marks that it has, and answers only once let go: a cancel in between finds the file read and the answer a video.
  let gated: Harness;
  let gate: string;
  beforeAll(async () => {
    gate = await fs.mkdtemp(path.join(tmp, 'gate-'));
    const probe = path.join(gate, 'ffprobe.sh');
    const real = h.config.works.tools.ffprobe;
    const script = [
      '#!/bin/sh',
      `[ "$1" = -version ] && exec "${real}" -version`,
      `out=$(mktemp "${gate}/out.XXXXXX")`,
      `"${real}" "$@" > "$out"; status=$?`,
      `touch "${gate}/probing"`,
      `while [ ! -e "${gate}/go" ]; do sleep 0.05; done`,
      'cat "$out"; rm -f "$out"',
      'exit $status',
    ].join('\n');
    await fs.writeFile(probe, `${script}\n`, { mode: 0o755 });
    gated = await createHarness({ env: { WORKER: 'off', WORKS_MAX_MB: '1', WORKS_SWEEP_MINUTES: '0', FFPROBE_PATH: probe } });
  });
  afterAll(() => gated?.close());

  it('a cancel while the finished upload is checked wins: the PATCH says so (not a 500, not “not a video”), nothing is queued or kept', async () => {
    const me = await gated.registered('tusrace1');
    const before = (await fs.readdir(uploadsDir(gated.deps))).sort();
    const { path: uploadPath } = await createUpload(me, clip.length);
    const finishing = sendBytes(me, uploadPath, 0, clip);
    await vi.waitFor(() => fs.access(path.join(gate, 'probing')), { timeout: 15_000, interval: 20 });
    expect((await tus(me, { method: 'DELETE', path: uploadPath })).status).toBe(204);
    await fs.writeFile(path.join(gate, 'go'), '');
    const finished = await finishing;
    expect(finished.status).toBe(404);
    expect(bodyOf(finished).code).toBe(Code.worksUploadNotFound);
    expect((await me.call(api.worksMedia, {})).data.list).toEqual([]);
    expect((await fs.readdir(uploadsDir(gated.deps))).sort()).toEqual(before);
  });

  it('a cancel after the last bytes were queued is refused and keeps the work and its file', async () => {
    await fs.writeFile(path.join(gate, 'go'), '');
    const me = await gated.registered('tusrace2');
    const { path: uploadPath } = await createUpload(me, clip.length);
    expect((await sendBytes(me, uploadPath, 0, clip)).status).toBe(204);
    const refused = await tus(me, { method: 'DELETE', path: uploadPath });
    expect(refused.status).toBe(409);
    expect(bodyOf(refused).code).toBe(Code.worksUploadNotFound);
    expect((await me.call(api.worksMedia, {})).data.list).toMatchObject([{ state: 'queued' }]);
    expect(await fs.readFile(path.join(uploadsDir(gated.deps), uploadPath.split('/').at(-1)!))).toEqual(clip);
  });
});

describe('works/upload/media without ffmpeg', () => {
  it('the site runs and uploads answer that transcoding is unavailable', async () => {
    const bare = await createHarness({ env: { WORKER: 'off', FFMPEG_PATH: '/nonexistent/ffmpeg', WORKS_SWEEP_MINUTES: '0' } });
    try {
      const me = await bare.registered('noffmpeg');
      const { response } = await createUpload(me, 1000);
      expect(response.status).toBe(503);
      expect(bodyOf(response).code).toBe(Code.worksTranscodeUnavailable);
      expect((await me.call(api.worksUploadInfo, {})).data.available).toBe(false);
      expect((await me.call(api.worksMedia, {})).data.list).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
