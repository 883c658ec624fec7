import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { api, Code } from '@md/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actresses, jobs, media, operatorAudit, tagCategories, tags } from '../../db/schema/index.ts';
import { IMAGE_PATH } from '../../lib/media-paths.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { createHarness, type Harness, type TestClient } from '../../test/harness.ts';
import { runIngest } from './ingest.ts';
import { lineProgress } from './ingest-progress.ts';
import { toolPath } from '../../lib/tools.ts';

/** A 1-second 160×90 clip of one lavfi test pattern (each pattern gives other bytes, so another content hash). */
function makeClip(file: string, pattern: string) {
  execFileSync(toolPath('ffmpeg'), [
    '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `${pattern}=size=160x90:rate=25:duration=1`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file,
  ]);
}

let h: Harness;
let member: TestClient;
let tmp: string;
const context = { defaultBy: 'tester', now: new Date() };
const mediaCount = async () => (await h.deps.db.select({ n: count() }).from(media))[0].n;

/** The entry plays: its master playlist, a level's playlist and a segment are served, and its cover. */
async function expectPlayable(id: number) {
  const play = await member.call(api.mediaPlay, { id });
  expect(play.envelope.code).toBe(Code.ok);
  expect(play.data.url).toMatch(/\/ingest-[0-9a-f]{12}-[0-9a-f]{6}\/index\.m3u8\?/);
  const master = await h.app.inject({ method: 'GET', url: play.data.url });
  expect(master.statusCode).toBe(200);
  const level = master.body.split('\n').find((line) => line.startsWith('360p/'))!;
  const base = play.data.url.slice(0, play.data.url.indexOf('index.m3u8'));
  const playlist = await h.app.inject({ method: 'GET', url: `${base}${level}` });
  expect(playlist.body).toContain('#EXT-X-ENDLIST');
  const segment = playlist.body.split('\n').find((line) => line.startsWith('seg_'))!;
  expect((await h.app.inject({ method: 'GET', url: `${base}360p/${segment}` })).statusCode).toBe(200);
  expect((await h.app.inject({ method: 'GET', url: play.data.thumbnails.urls[0] })).statusCode).toBe(200);
  const detail = (await member.call(api.mediaDetail, { id })).data;
  expect((await h.app.inject({ method: 'GET', url: `${IMAGE_PATH}/${detail.cover}` })).statusCode).toBe(200);
  return detail;
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'md-ingest-'));
  // The server's own worker (as `npm start` runs it) takes queued ingests; nothing is queued before the last test.
  h = await createHarness({ seedVideos: 3, env: { WORKER: 'inline', WORKER_POLL_MS: '100', TRANSCODE_PRESET: 'ultrafast' } });
  member = await h.registered('ingestviewer');
});
afterAll(async () => {
  await h?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('ops ingest <folder>', () => {
  it('makes an entry of each video, lists the broken one, and adds nothing when run again', { timeout: 180_000 }, async () => {
    const folder = path.join(tmp, 'drop');
    await fs.mkdir(path.join(folder, 'sub'), { recursive: true });
    await fs.mkdir(path.join(folder, '.hidden'));
    makeClip(path.join(folder, 'first_clip.mp4'), 'testsrc');
    makeClip(path.join(folder, 'sub', 'second.mp4'), 'smptebars');
    await fs.writeFile(path.join(folder, 'broken.mp4'), 'this is text, not a video\n');
    await fs.copyFile(path.join(folder, 'first_clip.mp4'), path.join(folder, '.hidden', 'ignored.mp4'));
    await fs.writeFile(path.join(folder, 'notes.txt'), 'not a video name');
    const [tag] = await h.deps.db.select({ id: tags.id, name: tags.name }).from(tags).innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId)).where(eq(tagCategories.contentType, 2)).limit(1);
    const [actress] = await h.deps.db.select({ id: actresses.id, name: actresses.name }).from(actresses).limit(1);
    await fs.writeFile(
      path.join(folder, 'sub', 'second.json'),
      JSON.stringify({ title: 'Title from the sidecar', description: 'Described beside the file', tags: [tag.name], actresses: [actress.name] }),
    );
    const before = await mediaCount();

    const lines: string[] = [];
    const first = await runIngest(h.deps, ['ingest', folder], context, lineProgress((line) => lines.push(line)));
    expect(first.summary?.added).toHaveLength(2);
    expect(first.summary?.failed.map((f) => path.basename(f.file))).toEqual(['broken.mp4']);
    expect(first.ok).toBe(false);
    expect(first.output).toMatch(/3 video file\(s\) .*: 2 added, 0 skipped, 1 failed/);
    expect(first.output).toMatch(/failures[^\n]*\n {2}broken\.mp4: not a video/);
    expect(lines.some((line) => line.startsWith('[1/3] '))).toBe(true);
    expect(lines.filter((line) => /^(added|failed) /.test(line))).toHaveLength(3);
    expect(lines.filter((line) => line.endsWith('%')).length).toBeGreaterThanOrEqual(2);
    expect(await mediaCount()).toBe(before + 2);

    const byName = new Map(first.summary!.added.map((a) => [path.basename(a.file), a.mediaId]));
    const plain = await expectPlayable(byName.get('first_clip.mp4')!);
    expect(plain).toMatchObject({ title: 'first clip', description: '', tags: [], actresses: [] });
    expect(plain.duration).toBe(1);
    const described = await expectPlayable(byName.get('second.mp4')!);
    expect(described).toMatchObject({ title: 'Title from the sidecar', description: 'Described beside the file' });
    expect(described.tags.map((t) => t.id)).toEqual([tag.id]);
    expect(described.actresses.map((a) => a.id)).toEqual([actress.id]);
    // Found by search, and audited.
    const found = await member.call(api.searchMedia, { keyword: 'sidecar', sort: 'new', page: 1, pageSize: 10 });
    expect(found.data.list.map((m) => m.id)).toContain(described.id);
    const audited = await h.deps.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'ingest'));
    expect(audited.map((a) => a.targetId).sort()).toEqual([...byName.values()].sort());

    // The broken file left nothing: two clips in the store, two covers.
    const stores = mediaStores(h.config);
    const clips = new Set((await stores.works.list('')).filter((k) => k.startsWith('ingest-')).map((k) => k.split('/')[0]));
    expect(clips.size).toBe(2);
    expect(await stores.images.list('uploads/ingest/')).toHaveLength(2);

    const againLines: string[] = [];
    const again = await runIngest(h.deps, ['ingest', folder], context, lineProgress((line) => againLines.push(line)));
    // Known by their content before any work: no transcode ran (a transcoded file reports at least 75 %).
    expect(againLines.filter((line) => line.endsWith('%'))).toEqual([]);
    expect(againLines.filter((line) => line.startsWith('skipped '))).toHaveLength(2);
    expect(again.summary?.added).toHaveLength(0);
    expect(again.summary?.skipped.map((s) => s.mediaId).sort()).toEqual([...byName.values()].sort());
    expect(again.summary?.failed).toHaveLength(1);
    expect(await mediaCount()).toBe(before + 2);
  });

  it('refuses a sidecar naming a tag the catalogue does not have, before any transcoding', async () => {
    const folder = path.join(tmp, 'unknown');
    await fs.mkdir(folder);
    makeClip(path.join(folder, 'tagged.mp4'), 'rgbtestsrc');
    await fs.writeFile(path.join(folder, 'tagged.json'), JSON.stringify({ tags: ['no such tag here'] }));
    const before = await mediaCount();
    const result = await runIngest(h.deps, ['ingest', folder, '--by', 'someone'], context);
    expect(result.summary?.failed[0].reason).toMatch(/tag "no such tag here"/);
    expect(await mediaCount()).toBe(before);
    await fs.writeFile(path.join(folder, 'tagged.json'), '{"title": "x", "tag": ["typo"]}');
    expect((await runIngest(h.deps, ['ingest', folder], context)).summary?.failed[0].reason).toMatch(/sidecar tagged\.json/);
  });

  it('answers the usage for a command it does not understand, and refuses a missing folder', async () => {
    expect((await runIngest(h.deps, ['ingest'], context)).usage).toBe(true);
    expect((await runIngest(h.deps, ['ingest', 'a', 'b'], context)).usage).toBe(true);
    expect(await runIngest(h.deps, ['ingest', path.join(tmp, 'nowhere')], context)).toMatchObject({ ok: false });
  });
});

describe('ops ingest <folder> --queue', () => {
  it('hands the files to the job queue; the worker makes the entries', { timeout: 120_000 }, async () => {
    const folder = path.join(tmp, 'queued');
    await fs.mkdir(folder);
    makeClip(path.join(folder, 'later.mp4'), 'testsrc2');
    await fs.writeFile(path.join(folder, 'fake.mov'), Buffer.alloc(2048, 3));
    const before = await mediaCount();
    const queued = await runIngest(h.deps, ['ingest', folder, '--queue'], context);
    expect(queued.summary?.queued).toHaveLength(2);
    expect(await mediaCount()).toBe(before);
    // Queued twice is queued once.
    expect((await runIngest(h.deps, ['ingest', folder, '--queue'], context)).summary?.skipped).toHaveLength(2);

    // The worker polls every 100 ms: wait until no ingest job is left to do (ready or running).
    const pending = async () => (await h.deps.db.select({ n: count() }).from(jobs).where(and(eq(jobs.kind, 'ingest'), inArray(jobs.state, ['ready', 'running']))))[0].n;
    const deadline = Date.now() + 90_000;
    while ((await pending()) > 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await mediaCount()).toBe(before + 1);
    const states = await h.deps.db.select({ state: jobs.state, lastError: jobs.lastError }).from(jobs).where(eq(jobs.kind, 'ingest')).orderBy(jobs.id);
    expect(states.map((s) => s.state)).toEqual(['failed', 'done']);
    expect(states[0].lastError).toMatch(/not a video/);
    const [entry] = await h.deps.db.select({ id: media.id, title: media.title }).from(media).where(eq(media.title, 'later'));
    await expectPlayable(entry.id);
    // Once ingested, the file is not queued again.
    const requeued = await runIngest(h.deps, ['ingest', folder, '--queue'], context);
    expect(requeued.summary?.skipped.map((s) => s.mediaId)).toContain(entry.id);
  });
});
