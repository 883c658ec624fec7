import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { Code, api, decodeImage } from '@md/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let member: TestClient;
let guest: TestClient;

beforeAll(async () => {
  h = await createHarness();
  member = await h.client().prime();
  const signup = await member.call(api.loginAccountCreate, { account: 'uploader1', password: 'secret123', confirmPassword: 'secret123' });
  member.token = signup.data.token;
  guest = await h.client().prime();
  guest.token = (await guest.call(api.loginGuest, { devID: guest.devId })).data.token;
});
afterAll(() => h.close());

const upload = (client: TestClient, file: Buffer, name = 'a.png', type = 'image/png', field = 'file') =>
  client.call(api.uploadImg, undefined, { multipart: multipartBody(field, name, type, file) });

async function jpegWithExif() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', Artist: 'someone' } } })
    .toBuffer();
}

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid PNG header declaring width×height (8-bit RGB), followed by one tiny IDAT and IEND: a few dozen bytes. */
function pngHeaderOnly(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('upload/img', () => {
  it('stores a re-encoded WEBP under a server-chosen name, metadata stripped, codec applied', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeTruthy();
    const res = await upload(member, original, '../../etc/passwd.jpg', 'image/jpeg');
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ width: 64, height: 48 });
    expect(res.data.path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const stored = await fs.readFile(path.join(h.config.mediaDir, res.data.path));
    expect(stored.subarray(0, 4).toString()).not.toBe('RIFF');
    const decoded = Buffer.from(decodeImage(stored, h.config.imageKey));
    const meta = await sharp(decoded).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(decoded.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    const served = await h.app.inject({ method: 'GET', url: `/media/img/${res.data.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('refuses a guest', async () => {
    const res = await upload(guest, await jpegWithExif());
    expect(res.envelope.code).toBe(Code.needRegistered);
  });

  it('refuses a visitor without a token', async () => {
    const visitor = await h.client().prime();
    expect((await upload(visitor, await jpegWithExif())).envelope.code).toBe(Code.loginExpired);
  });

  it('refuses a non-image whatever its declared type', async () => {
    const res = await upload(member, Buffer.from('<?php echo "hi"; ?>'), 'shell.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.envelope.tip).toBe('仅支持 JPG、PNG、WEBP、GIF 格式的图片');
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(member, big);
    expect(res.status).toBe(413);
    expect(res.envelope.tip).toBe('图片不能超过5MB');
  });

  it('refuses a pixel flood: a small file declaring a huge image', async () => {
    // A 10000×10000 solid PNG compresses to a few KB but would take 400 MB to decode.
    const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' }, limitInputPixels: false })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(member, flood);
    expect(res.status).toBe(413);
    expect(res.envelope.tip).toBe('图片尺寸过大');
  });

  it('refuses a 20000×20000 PNG as too many pixels (from its header, without decoding it), not as broken', async () => {
    const res = await upload(member, pngHeaderOnly(20_000, 20_000));
    expect(res.status).toBe(413);
    expect(res.envelope.tip).toBe('图片尺寸过大');
    // Just past the product's cap (4096×4096), too.
    expect((await upload(member, pngHeaderOnly(4097, 4096))).envelope.tip).toBe('图片尺寸过大');
  });

  it('refuses a truncated image, a wrong field name and a request without a file', async () => {
    const good = await jpegWithExif();
    expect((await upload(member, good.subarray(0, 40), 'x.jpg', 'image/jpeg')).status).toBe(400);
    expect((await upload(member, good, 'x.jpg', 'image/jpeg', 'avatar')).envelope.tip).toBe('请选择要上传的图片');
    const res = await member.call(api.uploadImg, {});
    expect(res.status).toBe(400);
    expect(res.envelope.tip).toBe('请选择要上传的图片');
  });
});

describe('upload/img with a malformed multipart body', () => {
  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
  const send = (payload: Buffer, contentType: string) =>
    member.raw(api.uploadImg, undefined, { multipart: { payload, boundary: 'unused' }, headers: { 'content-type': contentType } });

  it('refuses a body without a boundary', async () => {
    const { payload } = multipartBody('file', 'a.png', 'image/png', await png());
    const res = await send(payload, 'multipart/form-data');
    expect(res.status).toBe(400);
    expect(res.envelope.tip).toBe('上传内容不完整或格式有误，请重新选择图片上传');
  });

  it('refuses a body cut short, and one whose boundary never appears', async () => {
    const { payload, boundary } = multipartBody('file', 'a.png', 'image/png', await png());
    for (const body of [payload.subarray(0, payload.length - 30), Buffer.from('hello world')]) {
      const res = await send(body, `multipart/form-data; boundary=${boundary}`);
      expect(res.status).toBe(400);
      expect(res.envelope.tip).toBe('上传内容不完整或格式有误，请重新选择图片上传');
    }
  });

  it('refuses two files in one call', async () => {
    const image = await png();
    const boundary = '----mdtwofiles';
    const part = (name: string) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), image, Buffer.from('\r\n')]);
    const res = await send(Buffer.concat([part('file'), part('file'), Buffer.from(`--${boundary}--\r\n`)]), `multipart/form-data; boundary=${boundary}`);
    expect(res.status).toBe(400);
    expect(res.envelope.tip).toBe('一次只能上传一张图片');
  });

  it('refuses a file part of another name, and accepts a small field before the file', async () => {
    const image = await png();
    const wrong = multipartBody('avatar', 'a.png', 'image/png', image);
    const res = await send(wrong.payload, `multipart/form-data; boundary=${wrong.boundary}`);
    expect(res.status).toBe(400);
    expect(res.envelope.tip).toBe('请选择要上传的图片');
    const good = multipartBody('file', 'a.png', 'image/png', image);
    const withField = Buffer.concat([Buffer.from(`--${good.boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n`), good.payload]);
    const ok = await send(withField, `multipart/form-data; boundary=${good.boundary}`);
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ width: 8, height: 8 });
  });
});
