/** The two media stores keep the same promises: the data folder and a bucket on a local S3-compatible server. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startLocalS3, type LocalS3 } from '../test/s3.ts';
import { checkKey, DiskMediaStore, S3MediaStore, type MediaStore } from './media-store.ts';

let tmp: string;
let s3: LocalS3;
beforeAll(async () => {
  [tmp, s3] = await Promise.all([fs.mkdtemp(path.join(os.tmpdir(), 'md-store-')), startLocalS3('store-test')]);
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const text = async (stream: NodeJS.ReadableStream | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

const stores: [string, () => MediaStore][] = [
  ['the data folder', () => new DiskMediaStore(path.join(tmp, 'disk'))],
  ['a bucket', () => new S3MediaStore(s3.client, s3.bucket, 'area')],
];

describe.each(stores)('%s', (_, make) => {
  it('puts, stats, reads whole and by range, lists a prefix and deletes', async () => {
    const store = make();
    await store.put('a/one.txt', Buffer.from('hello media store'));
    await store.put('a/b/two.txt', Buffer.from('second'));
    await store.put('other.txt', Buffer.from('x'));
    const stat = await store.stat('a/one.txt');
    expect(stat?.size).toBe(17);
    expect(stat?.modified).toBeInstanceOf(Date);
    expect((await store.readAll('a/one.txt'))?.toString()).toBe('hello media store');
    expect(await text(await store.read('a/one.txt', { start: 6, end: 10 }))).toBe('media');
    expect(await store.list('a/')).toEqual(['a/b/two.txt', 'a/one.txt']);
    await store.delete(['a/one.txt', 'a/never-there.txt']);
    expect(await store.stat('a/one.txt')).toBeNull();
    expect(await store.read('a/one.txt')).toBeNull();
    expect(await store.readAll('a/one.txt')).toBeNull();
    expect(await store.list('a/')).toEqual(['a/b/two.txt']);
  });

  it('takes a folder whole and removes the local copy', async () => {
    const store = make();
    const dir = path.join(tmp, `staging-${store.kind}`);
    await fs.mkdir(path.join(dir, '360p'), { recursive: true });
    await fs.writeFile(path.join(dir, 'index.m3u8'), '#EXTM3U\n');
    await fs.writeFile(path.join(dir, '360p', 'seg_000.ts'), Buffer.alloc(376, 0x47));
    await store.putDirectory('7', dir);
    expect(await store.list('7/')).toEqual(['7/360p/seg_000.ts', '7/index.m3u8']);
    expect((await store.stat('7/360p/seg_000.ts'))?.size).toBe(376);
    await expect(fs.stat(dir)).rejects.toThrow();
  });

  it('refuses keys that would leave its area', async () => {
    const store = make();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', '']) await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/bad media key/);
  });
});

describe('media keys and settings', () => {
  it('accepts the keys the app makes', () => {
    expect(checkKey('uploads/2026/11/0123abcd.webp')).toBe('uploads/2026/11/0123abcd.webp');
    expect(checkKey('12/1080p/seg_003.ts')).toBe('12/1080p/seg_003.ts');
  });

  it('uses a bucket only with its region and keys, and refuses S3_* without a bucket', () => {
    const bucket = { S3_BUCKET: 'media', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_REGION: 'auto' })).toThrow('S3_BUCKET needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT set without S3_BUCKET');
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'ftp://host' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('a bucket that refuses the keys is an error, not an empty answer', async () => {
    const wrong = new S3Client({ endpoint: s3.env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'nobody', secretAccessKey: 'wrong' } });
    try {
      await expect(new S3MediaStore(wrong, s3.bucket, 'area').stat('a/one.txt')).rejects.toThrow();
    } finally {
      wrong.destroy();
    }
  });
});
