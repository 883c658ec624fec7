/**
 * A local S3-compatible server for tests (s3rver, decision 0058): started on a free port with one bucket, its
 * objects in a temporary folder, and the S3_* variables that point the app at it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The variables for createHarness / loadConfig. */
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  /** Every key in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** The ETag of every object under `prefix`, by key (what the bucket answers a HEAD or GET with). */
  etags(prefix?: string): Promise<Map<string, string>>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'md-media'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'md-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({ endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    env,
    client,
    bucket,
    async keys(prefix = '') {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (answer.Contents ?? []).map((item) => item.Key!).sort();
    },
    async etags(prefix = '') {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return new Map((answer.Contents ?? []).map((item) => [item.Key!, item.ETag ?? '']));
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
