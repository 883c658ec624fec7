/**
 * Where media files live (decision 0058): one interface, two stores. The data folder is the default and behaves as
 * before (files under a root folder); with the S3_* variables set, an S3-compatible bucket holds them instead, under
 * a key prefix per area. Keys are relative POSIX paths (`uploads/2026/11/….webp`, `12/720p/seg_000.ts`).
 * Two areas exist: `images` (uploaded pictures, DATA_DIR/media) and `works` (transcoded works, DATA_DIR/works/media).
 * The demo seed's pictures and clips are not in a store: they stay on disk (see domains/files).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

export interface MediaStat {
  size: number;
  modified: Date;
  /** A strong validator when the store has one (the bucket's ETag). */
  etag: string | null;
}

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Writes `data` at `key`; `exclusive` refuses a key that exists (on disk; in a bucket names are random enough). */
  put(key: string, data: Uint8Array, options?: { exclusive?: boolean; contentType?: string }): Promise<void>;
  /** Stores every file under the local folder `dir` below `prefix`, then removes the folder (it was a staging copy). */
  putDirectory(prefix: string, dir: string): Promise<void>;
  /** The bytes of `key` (or of a range of it) as a stream; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The whole file, or null when there is none. */
  readAll(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<MediaStat | null>;
  /** Removes the files; a file already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The keys under `prefix` (`12/` lists a work's files), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** Content types the stores record (a bucket served straight by a CDN answers with them). */
export const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};
const typeOf = (key: string) => MEDIA_TYPES[path.posix.extname(key)] ?? 'application/octet-stream';

/** A key must stay inside its area: no absolute paths, no `..`, no empty or hidden segments. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (key === '' || parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.')) || key.includes('\\') || key.includes('\0')) {
    throw new Error(`bad media key: ${JSON.stringify(key)}`);
  }
  return key;
}

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as { code?: string }).code ?? '');

export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';
  constructor(readonly root: string) {}

  /** The file of a key in the data folder (for code that hands the path to @fastify/static or ffmpeg). */
  file(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, data: Uint8Array, options: { exclusive?: boolean } = {}) {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.writeFile(target, data, { flag: options.exclusive ? 'wx' : 'w' });
    } catch (error) {
      // A partial file of ours goes; a name that already existed (never ours) is left alone.
      if ((error as { code?: unknown }).code !== 'EEXIST') await fs.rm(target, { force: true });
      throw error;
    }
  }

  async putDirectory(prefix: string, dir: string) {
    const target = this.file(prefix);
    // The transcoder writes straight into its place in the data folder: nothing to move then.
    if (path.resolve(dir) === path.resolve(target)) return;
    await fs.rm(target, { recursive: true, force: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(dir, target);
  }

  async read(key: string, range?: ByteRange) {
    const file = this.file(key);
    try {
      const handle = await fs.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async readAll(key: string) {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stat(key: string) {
    try {
      const s = await fs.stat(this.file(key));
      return s.isFile() ? { size: s.size, modified: s.mtime, etag: null } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]) {
    await Promise.all(keys.map((key) => fs.rm(this.file(key), { force: true })));
  }

  async list(prefix: string) {
    const base = prefix === '' ? this.root : path.join(this.root, prefix);
    const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  }
}

export interface S3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Keys of one area in a bucket: `<prefix>/<key>`. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    readonly prefix: string,
  ) {}

  private key(key: string) {
    return `${this.prefix}/${checkKey(key)}`;
  }

  async put(key: string, data: Uint8Array, options: { contentType?: string } = {}) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(key), Body: data, ContentType: options.contentType ?? typeOf(key) }));
  }

  async putDirectory(prefix: string, dir: string) {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    // Playlists last: a player that finds one finds every segment it names.
    files.sort((a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')) || a.localeCompare(b));
    // Four uploads at a time: segments are small, and the machine is shared with the encoder.
    for (let i = 0; i < files.length; i += 4) {
      await Promise.all(files.slice(i, i + 4).map(async (file) => this.put(`${prefix}/${file}`, await fs.readFile(path.join(dir, file)))));
    }
    await fs.rm(dir, { recursive: true, force: true });
  }

  async read(key: string, range?: ByteRange) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async readAll(key: string) {
    const stream = await this.read(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag ?? null };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]) {
    // One call removes up to 1000 keys; absent keys count as deleted.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((key) => ({ Key: this.key(key) }));
      const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
      if (answer.Errors?.length) throw new Error(`deleting media failed: ${answer.Errors[0].Key} ${answer.Errors[0].Code ?? ''}`);
    }
  }

  async list(prefix: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.prefix}/${prefix}`, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(this.prefix.length + 1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }
}

export interface MediaStores {
  /** Uploaded pictures (upload/img, upload/images, square copies). */
  images: MediaStore;
  /** Transcoded works: `<workId>/index.m3u8`, levels, sprite.jpg, cover.jpg. */
  works: MediaStore;
}

const made = new WeakMap<Config, MediaStores & { close(): void }>();

/** The stores of this configuration, made once (one S3 client per configuration). */
export function mediaStores(config: Config): MediaStores {
  let stores = made.get(config);
  if (!stores) {
    const s3 = config.s3;
    if (s3) {
      const client = new S3Client({
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      });
      stores = { images: new S3MediaStore(client, s3.bucket, 'media'), works: new S3MediaStore(client, s3.bucket, 'works'), close: () => client.destroy() };
    } else {
      stores = { images: new DiskMediaStore(config.mediaDir), works: new DiskMediaStore(path.join(config.works.dir, 'media')), close: () => undefined };
    }
    made.set(config, stores);
  }
  return stores;
}

/** Lets go of this configuration's stores (the bucket client's sockets); the next mediaStores call makes new ones. */
export function closeMediaStores(config: Config) {
  made.get(config)?.close();
  made.delete(config);
}
