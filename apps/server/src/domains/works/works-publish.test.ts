/**
 * A creator's work through moderation (decision 0066): approve-work makes the transcoded work a catalogue video
 * (detail, play with its ladder and sprite, search, the author recorded), reject-work gives it back with the reason;
 * each decision is one audit row and one message to the author, and a work not awaiting review is refused with
 * nothing written.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { api, Code } from '@md/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, messages, operatorAudit, works } from '../../db/schema/index.ts';
import { IMAGE_PATH } from '../../lib/media-paths.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { useCast } from '../../test/fixtures.ts';
import type { TestClient } from '../../test/harness.ts';
import { OPS_USAGE, runWorkOps } from '../ops/service.ts';
import { createUpload, makeClip, sendBytes } from './tus-test-client.ts';
import { startWorker } from './worker.ts';

const cast = useCast('workpub', { seedVideos: 3, env: { TRANSCODE_PRESET: 'ultrafast' } });
let tmp: string;
let clip: Buffer;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'md-workpub-'));
  clip = await fs.readFile(makeClip(tmp));
});
afterAll(async () => fs.rm(tmp, { recursive: true, force: true }));

const ops = (...argv: string[]) => runWorkOps(cast.h.deps, argv, { defaultBy: 'tester', now: new Date() });
const rows = async (table: typeof media | typeof messages | typeof operatorAudit) => (await cast.h.deps.db.select({ n: count() }).from(table))[0].n;
const counts = async () => ({ media: await rows(media), messages: await rows(messages), audit: await rows(operatorAudit) });

/** Uploads the clip as `title` and lets a worker transcode it; answers the work as its author sees it. */
async function workInReview(author: TestClient, title: string) {
  const { path: uploadPath } = await createUpload(author, clip.length, title);
  expect((await sendBytes(author, uploadPath, 0, clip)).status).toBe(204);
  const worker = startWorker(cast.h.deps, cast.h.app.log, 'test');
  try {
    await worker.idle();
  } finally {
    await worker.stop();
  }
  const work = (await author.call(api.worksMedia, {})).data.list.find((w) => w.title === title)!;
  expect(work).toMatchObject({ state: 'review', mediaId: null });
  return work;
}

const messagesOf = async (client: TestClient) => (await client.call(api.messageList, { tab: 'announce' })).data.list;

describe('approve-work', () => {
  it('makes the work a catalogue video that a guest and another user play with seek previews, found by search', { timeout: 120_000 }, async () => {
    const author = await cast.h.registered('workpub_author');
    const work = await workInReview(author, 'Lighthouse sunrise');
    const before = await counts();

    const approved = await ops('approve-work', String(work.id), '--by', 'alice');
    expect(approved.ok, approved.output).toBe(true);
    const mediaId = Number(/video #(\d+)/.exec(approved.output)![1]);
    expect(approved.output).toBe(`work #${work.id} approved by alice: video #${mediaId} "Lighthouse sunrise"`);
    expect(await counts()).toEqual({ media: before.media + 1, messages: before.messages + 1, audit: before.audit + 1 });

    // The author's list says published, with the video.
    const mine = (await author.call(api.worksMedia, {})).data.list.find((w) => w.id === work.id)!;
    expect(mine).toMatchObject({ state: 'published', mediaId, failureReason: null });
    const [row] = await cast.h.deps.db.select().from(media).where(eq(media.id, mediaId));
    const [uploaded] = await cast.h.deps.db.select({ userId: works.userId }).from(works).where(eq(works.id, work.id));
    expect(row).toMatchObject({ title: 'Lighthouse sunrise', clip: `work-${work.id}`, authorId: uploaded.userId, sourceSha256: null });
    expect(row.duration).toBe(2);

    for (const viewer of [cast.guest, cast.other]) {
      const detail = await viewer.call(api.mediaDetail, { id: mediaId });
      expect(detail.envelope.code).toBe(Code.ok);
      expect(detail.data).toMatchObject({ id: mediaId, title: 'Lighthouse sunrise', duration: 2 });
      expect((await cast.h.app.inject({ method: 'GET', url: `${IMAGE_PATH}/${detail.data.cover}` })).statusCode).toBe(200);

      const play = await viewer.call(api.mediaPlay, { id: mediaId });
      expect(play.envelope.code).toBe(Code.ok);
      expect(play.data.url).toMatch(new RegExp(`/work-${work.id}/index\\.m3u8\\?`));
      const master = await cast.h.app.inject({ method: 'GET', url: play.data.url });
      expect(master.statusCode).toBe(200);
      const level = master.body.split('\n').find((line) => line.startsWith('360p/'))!;
      const base = play.data.url.slice(0, play.data.url.indexOf('index.m3u8'));
      const playlist = await cast.h.app.inject({ method: 'GET', url: `${base}${level}` });
      expect(playlist.body).toContain('#EXT-X-ENDLIST');
      const segment = playlist.body.split('\n').find((line) => line.startsWith('seg_'))!;
      expect((await cast.h.app.inject({ method: 'GET', url: `${base}360p/${segment}` })).statusCode).toBe(200);
      // Seek previews: the sprite sheet is served, a JPEG.
      expect(play.data.thumbnails.urls[0]).toMatch(new RegExp(`/work-${work.id}/sprite\\.jpg\\?`));
      const sprite = await cast.h.app.inject({ method: 'GET', url: play.data.thumbnails.urls[0] });
      expect(sprite.statusCode).toBe(200);
      expect(sprite.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }

    const found = await cast.other.call(api.searchMedia, { keyword: 'sunrise', sort: 'new', page: 1, pageSize: 10 });
    expect(found.data.list.map((m) => m.id)).toContain(mediaId);

    // The author is told, and the message leads to the video.
    const [message] = await messagesOf(author);
    expect(message).toMatchObject({ kind: 'workApproved', place: 'video', itemId: mediaId, title: 'Lighthouse sunrise' });
    const [audit] = await cast.h.deps.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'approve-work'));
    expect(audit).toMatchObject({ actor: 'alice', targetType: 'work', targetId: work.id, reason: `media:${mediaId}` });

    // A second decision is refused, and writes nothing.
    const after = await counts();
    expect(await ops('approve-work', String(work.id))).toEqual({ ok: false, output: `work #${work.id} is not awaiting review (it is published): nothing changed` });
    expect(await ops('reject-work', String(work.id), '--reason', 'too late')).toMatchObject({ ok: false });
    expect(await counts()).toEqual(after);
    expect((await author.call(api.worksMedia, {})).data.list.find((w) => w.id === work.id)).toMatchObject({ state: 'published', mediaId });
  });
});

describe('reject-work', () => {
  it('keeps the work out of the catalogue, its author reads the reason, and its files are removed', { timeout: 120_000 }, async () => {
    const author = await cast.h.registered('workpub_rejected');
    const work = await workInReview(author, 'Harbour dusk');
    const before = await counts();
    const store = mediaStores(cast.h.config).works;
    expect((await store.list(`${work.id}/`)).length).toBeGreaterThan(0);

    expect(await ops('reject-work', String(work.id), '--reason', 'Contains a watermark', '--by', 'bob')).toEqual({
      ok: true,
      output: `work #${work.id} rejected by bob: Contains a watermark`,
    });
    expect(await counts()).toEqual({ media: before.media, messages: before.messages + 1, audit: before.audit + 1 });
    expect((await author.call(api.worksMedia, {})).data.list.find((w) => w.id === work.id)).toMatchObject({
      state: 'rejected',
      failureReason: 'Contains a watermark',
      mediaId: null,
    });
    expect(await cast.h.deps.db.select().from(media).where(eq(media.clip, `work-${work.id}`))).toEqual([]);
    expect((await cast.other.call(api.searchMedia, { keyword: 'Harbour', sort: 'new', page: 1, pageSize: 10 })).data.list).toEqual([]);
    expect(await store.list(`${work.id}/`)).toEqual([]);
    const [message] = await messagesOf(author);
    expect(message).toMatchObject({ kind: 'workRejected', place: 'none', text: 'Contains a watermark', title: 'Harbour dusk' });

    const after = await counts();
    expect(await ops('approve-work', String(work.id))).toEqual({ ok: false, output: `work #${work.id} is not awaiting review (it is rejected): nothing changed` });
    expect(await counts()).toEqual(after);
  });

  it('the reason may be the last words too; a work still transcoding, a missing one, or a malformed command change nothing', async () => {
    const before = await counts();
    expect(await ops('approve-work', '999999')).toEqual({ ok: false, output: 'no work #999999' });
    expect(await ops('reject-work', '999999', 'not', 'allowed')).toEqual({ ok: false, output: 'no work #999999' });
    for (const argv of [
      ['approve-work'],
      ['approve-work', 'x'],
      ['approve-work', '0'],
      ['approve-work', '1', 'extra'],
      ['reject-work', '1'],
      ['reject-work', '1', '--reason', ''],
      ['reject-work', '1', '--reason', 'a', 'b'],
      ['works', 'extra'],
      ['works', '--by', ''],
    ]) {
      const result = await ops(...argv);
      expect(result, argv.join(' ')).toMatchObject({ ok: false, usage: true });
      expect(OPS_USAGE).toContain(result.output.split('\n').at(-1)!);
    }
    // Queued, not transcoded: not awaiting review.
    const author = await cast.h.registered('workpub_queued');
    const { path: uploadPath } = await createUpload(author, clip.length, 'Still queued');
    expect((await sendBytes(author, uploadPath, 0, clip)).status).toBe(204);
    const queued = (await author.call(api.worksMedia, {})).data.list[0];
    expect(queued.state).toBe('queued');
    expect(await ops('works')).toMatchObject({ ok: true });
    expect((await ops('works')).output).not.toContain('Still queued');
    expect(await ops('approve-work', String(queued.id))).toEqual({ ok: false, output: `work #${queued.id} is not awaiting review (it is queued): nothing changed` });
    expect(await counts()).toEqual(before);
  });
});
