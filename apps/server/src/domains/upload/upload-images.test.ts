/** upload/images: several images in one call, each judged like upload/img, answered per file in the order sent. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Code, UPLOAD_BATCH_MAX_BYTES, UPLOAD_BATCH_MAX_FILES, api, decodeImage } from '@md/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { usedBytes } from './store.ts';

const cast = useCast('uploads', { env: { UPLOAD_LIMIT_PER_HOUR: '40' } });

interface Part {
  name: string;
  type: string;
  data: Buffer;
  field?: string;
}

/** A multipart body of several file parts, in order. */
function filesBody(parts: Part[]) {
  const boundary = `----mdbatch${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`),
      p.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, boundary };
}

const png = (color: string, width = 24, height = 18) => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
const picture = async (color: string, width?: number, height?: number): Promise<Part> => ({ name: `${color.slice(1)}.png`, type: 'image/png', data: await png(color, width, height) });
const send = (client: TestClient, parts: Part[]) => client.call(api.uploadImages, undefined, { multipart: filesBody(parts) });
const stored = (relative: string) => fs.readFile(path.join(cast.h.config.mediaDir, relative));
const userId = async (client: TestClient) => (await client.call(api.userInfo, {})).data.id;
const uploadRows = async (client: TestClient) => usedBytes(cast.h.deps, await userId(client));

describe('upload/images', () => {
  it('stores several good images, each as upload/img would, answered in the order sent', async () => {
    const res = await send(cast.member, [await picture('#c33', 30, 20), await picture('#3c3', 20, 30), await picture('#33c', 16, 16)]);
    expect(res.envelope.code).toBe(Code.ok);
    const files = res.data.files;
    expect(files.map((f) => ('path' in f ? [f.width, f.height] : null))).toEqual([[30, 20], [20, 30], [16, 16]]);
    for (const file of files) {
      if (!('path' in file)) throw new Error('refused');
      expect(file.path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
      const decoded = Buffer.from(decodeImage(await stored(file.path), cast.h.config.imageKey));
      expect((await sharp(decoded).metadata()).format).toBe('webp');
    }
    expect(new Set(files.map((f) => ('path' in f ? f.path : ''))).size).toBe(3);
  });

  it('answers one bad file among good ones with its own code and tip, and stores the good ones', async () => {
    const before = await uploadRows(cast.member);
    const shell: Part = { name: 'shell.png', type: 'image/png', data: Buffer.from('<?php echo "hi"; ?>') };
    const huge: Part = { name: 'huge.png', type: 'image/png', data: Buffer.concat([(await picture('#000')).data, Buffer.alloc(5 * 1024 * 1024)]) };
    const res = await send(cast.member, [await picture('#111'), shell, await picture('#222'), huge, await picture('#333')]);
    expect(res.status).toBe(200);
    expect(res.envelope.code).toBe(Code.ok);
    const [first, bad, second, big, third] = res.data.files;
    expect(bad).toEqual({ code: Code.unsupportedMedia, tip: '仅支持 JPG、PNG、WEBP、GIF 格式的图片' });
    expect(big).toEqual({ code: Code.tooLarge, tip: '图片不能超过5MB' });
    const kept = [first, second, third].map((f) => ('path' in f ? f.path : null));
    expect(kept.every((p) => p !== null)).toBe(true);
    let bytes = 0;
    for (const p of kept) bytes += (await stored(p!)).length;
    // Only the good files were recorded: nothing of the refused ones stays behind.
    expect((await uploadRows(cast.member)) - before).toBe(bytes);
  });

  it('stored paths are what post/publish takes, and only for their uploader', async () => {
    const res = await send(cast.member, [await picture('#a1a'), await picture('#1aa')]);
    const paths = res.data.files.map((f) => ('path' in f ? f.path : ''));
    expect((await cast.other.call(api.postPublish, { text: 'not my pictures at all', images: paths })).envelope.code).toBe(Code.badRequest);
    const published = await cast.member.call(api.postPublish, { text: 'pictures of a batch', images: paths });
    expect(published.envelope.code).toBe(Code.ok);
    expect((await cast.member.call(api.postDetail, { id: published.data.id })).data.images).toEqual(paths);
  });

  it(`refuses more than ${UPLOAD_BATCH_MAX_FILES} files as a whole, storing nothing`, async () => {
    const before = await uploadRows(cast.member);
    const one = await picture('#444');
    const res = await send(cast.member, Array.from({ length: UPLOAD_BATCH_MAX_FILES + 1 }, () => one));
    expect(res.status).toBe(400);
    expect(res.envelope.code).toBe(Code.uploadBatchTooMany);
    expect(res.envelope.tip).toBe(`一次最多上传${UPLOAD_BATCH_MAX_FILES}张图片`);
    expect(await uploadRows(cast.member)).toBe(before);
    // Exactly the cap is fine.
    const full = await send(cast.member, Array.from({ length: UPLOAD_BATCH_MAX_FILES }, () => one));
    expect(full.data.files.filter((f) => 'path' in f)).toHaveLength(UPLOAD_BATCH_MAX_FILES);
  });

  it('refuses a body over the total cap as a whole, from its declared length, storing nothing', async () => {
    const before = await uploadRows(cast.member);
    // Five files just under 5 MB each: every one passes alone, together they pass the cap.
    const nearly: Part = { name: 'n.png', type: 'image/png', data: Buffer.concat([(await picture('#555')).data, Buffer.alloc(5 * 1024 * 1024 - 1024)]) };
    const parts = Array.from({ length: 5 }, () => nearly);
    expect(parts.length * nearly.data.length).toBeGreaterThan(UPLOAD_BATCH_MAX_BYTES);
    const res = await send(cast.member, parts);
    expect(res.status).toBe(413);
    expect(res.envelope.code).toBe(Code.uploadBatchTooLarge);
    expect(res.envelope.tip).toBe(`图片总大小超过${UPLOAD_BATCH_MAX_BYTES / 1024 / 1024}MB，请分批上传`);
    expect(await uploadRows(cast.member)).toBe(before);
  });

  it('refuses a guest and a visitor, a body without files, and a file part of another name', async () => {
    const parts = [await picture('#666')];
    expect((await send(cast.guest, parts)).envelope.code).toBe(Code.needRegistered);
    expect((await send(cast.visitor, parts)).envelope.code).toBe(Code.loginExpired);
    const none = await cast.member.call(api.uploadImages, {});
    expect(none.status).toBe(400);
    expect(none.envelope.tip).toBe('请选择要上传的图片');
    const wrong = await send(cast.member, [{ ...parts[0], field: 'file' }]);
    expect(wrong.envelope.tip).toBe('请选择要上传的图片');
  });
});

describe('upload/images with a malformed body', () => {
  it('refuses a body without a boundary and one cut short in its second file, storing nothing', async () => {
    const before = await uploadRows(cast.member);
    const body = filesBody([await picture('#888'), await picture('#999')]);
    const send = (payload: Buffer, contentType: string) =>
      cast.member.raw(api.uploadImages, undefined, { multipart: { payload, boundary: 'unused' }, headers: { 'content-type': contentType } });
    for (const [payload, type] of [
      [body.payload, 'multipart/form-data'],
      [body.payload.subarray(0, body.payload.length - 60), `multipart/form-data; boundary=${body.boundary}`],
    ] as const) {
      const res = await send(payload, type);
      expect(res.status).toBe(400);
      expect(res.envelope.tip).toBe('上传内容不完整或格式有误，请重新选择图片上传');
    }
    expect(await uploadRows(cast.member)).toBe(before);
  });
});

describe('upload/images and the hourly limit', () => {
  it('counts every image: files past the limit are refused one by one, the earlier ones stored', async () => {
    const member = await cast.h.registered('uploads_hourly');
    const limit = 40;
    const one = await picture('#777');
    // 36 used by four full calls, then a call of 9: four more fit, five do not.
    for (let i = 0; i < 4; i++) await send(member, Array.from({ length: UPLOAD_BATCH_MAX_FILES }, () => one));
    const res = await send(member, Array.from({ length: UPLOAD_BATCH_MAX_FILES }, () => one));
    expect(res.envelope.code).toBe(Code.ok);
    const refused = res.data.files.filter((f) => !('path' in f));
    expect(res.data.files.length - refused.length).toBe(limit - 4 * UPLOAD_BATCH_MAX_FILES);
    expect(refused[0]).toEqual({ code: Code.tooManyRequests, tip: '上传次数过多，请60分钟后再试' });
    // Now the call itself is refused, before its body is read.
    const after = await send(member, [one]);
    expect(after.status).toBe(429);
    expect(after.headers['retry-after']).toBe('3600');
  });
});
