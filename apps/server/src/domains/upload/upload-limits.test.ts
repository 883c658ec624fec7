/** An uploader's hourly limit and disk quota, and the sweep of uploads nothing claimed. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Code, api } from '@md/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestClient } from '../../test/harness.ts';
import { claimUpload, sweepUnclaimedUploads } from './service.ts';
import { recordUpload } from './store.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { UPLOAD_LIMIT_PER_HOUR: '3', UPLOAD_QUOTA_MB: '1', UPLOAD_UNCLAIMED_HOURS: '24', UPLOAD_SWEEP_MINUTES: '0' } });
});
afterAll(() => h.close());

const png = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } }).png().toBuffer();
const upload = async (client: TestClient) => client.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'a.png', 'image/png', await png()) });
const userIdOf = async (client: TestClient) => (await client.call(api.userInfo, {})).data.id;
const exists = (relative: string) => fs.access(path.join(h.config.mediaDir, relative)).then(() => true, () => false);

describe('upload limits', () => {
  it('refuses uploads past the hourly limit with 429, Retry-After and a tip saying when', async () => {
    const member = await h.registered('limit_user1');
    for (let i = 0; i < 3; i++) expect((await upload(member)).envelope.code).toBe(Code.ok);
    const res = await upload(member);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.envelope.tip).toBe('上传次数过多，请60分钟后再试');
    // Another user is not affected.
    expect((await upload(await h.registered('limit_user2'))).envelope.code).toBe(Code.ok);
  });

  it('refuses an upload once the user\'s stored uploads fill the quota', async () => {
    const member = await h.registered('quota_user');
    await recordUpload(h.deps, await userIdOf(member), 'uploads/2026/01/filler.webp', 1024 * 1024 - 10);
    const res = await upload(member);
    expect(res.status).toBe(413);
    expect(res.envelope.tip).toBe('图片存储空间已满，无法继续上传');
  });
});

describe('unclaimed uploads', () => {
  it('deletes, after the configured hours, the uploads nothing claimed, and keeps claimed ones', async () => {
    const member = await h.registered('sweep_user');
    const id = await userIdOf(member);
    const kept = (await upload(member)).data.path;
    const dropped = (await upload(member)).data.path;
    expect(await claimUpload(h.deps, id, kept)).toBe(true);
    // Nobody claims another user's upload.
    expect(await claimUpload(h.deps, id + 1000, dropped)).toBe(false);

    expect(await sweepUnclaimedUploads(h.deps)).toBe(0);
    const now = h.deps.now;
    h.deps.now = () => now() + 25 * 3600;
    try {
      expect(await sweepUnclaimedUploads(h.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      h.deps.now = now;
    }
    expect(await exists(dropped)).toBe(false);
    expect(await exists(kept)).toBe(true);
    expect((await h.app.inject({ method: 'GET', url: `/media/img/${dropped}` })).statusCode).toBe(404);
    // The swept upload no longer counts against the quota: the user can upload again.
    expect(await sweepUnclaimedUploads(h.deps)).toBe(0);
  });
});
