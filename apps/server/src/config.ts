/**
 * Everything the server reads from the environment, parsed once. Secrets have safe defaults for local use only;
 * in production (NODE_ENV=production) the defaults are refused.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_LEVELS, SMS_RESEND_SECONDS } from '@md/contract';
import { z } from 'zod';
import { toolPath } from './lib/tools.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const DEV_SIGN_SECRET = 'md-dev-sign-secret-change-me';
const DEV_DATA_KEY = 'bWQtZGV2LWRhdGEta2V5LTMyLWJ5dGVzLWxvbmchISE='; // 32 bytes, base64
const DEV_IMAGE_KEY = 'md-dev-image-key';
const DEV_MEDIA_URL_SECRET = 'md-dev-media-url-secret';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  API_SIGN_KEY_ID: z.string().min(1).default('h5-v1'),
  API_SIGN_SECRET: z.string().min(16).default(DEV_SIGN_SECRET),
  API_DATA_KEY: z.string().default(DEV_DATA_KEY),
  API_ENCRYPT: bool.default(true),
  IMAGE_XOR_KEY: z.string().min(8).default(DEV_IMAGE_KEY),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SEED_VIDEOS: z.coerce.number().int().min(0).default(2000),
  WEB_MODE: z.enum(['production', 'development', 'off']).default('production'),
  API_VALIDATE_RESPONSES: bool.optional(),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  UPLOAD_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  UPLOAD_QUOTA_MB: z.coerce.number().min(1).default(50),
  UPLOAD_UNCLAIMED_HOURS: z.coerce.number().min(0).default(24),
  UPLOAD_SWEEP_MINUTES: z.coerce.number().min(0).default(60),
  COMMENT_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).optional(),
  BANNED_WORD_MODE: z.enum(['mask', 'refuse']).default('mask'),
  REPORT_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(20),
  MEDIA_URL_SECRET: z.string().min(16).default(DEV_MEDIA_URL_SECRET),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 24 * 3600).default(4 * 3600),
  MEDIA_GUEST_LEVEL: z.enum(MEDIA_LEVELS).default('360p'),
  SMS_PROVIDER: z.enum(['log', 'inbox', 'webhook']).default('log'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(SMS_RESEND_SECONDS),
  WORKS_MAX_MB: z.coerce.number().min(1).default(2048),
  WORKS_UPLOADS_AT_ONCE: z.coerce.number().int().min(1).default(1),
  WORKS_QUOTA_MB: z.coerce.number().min(1).default(10240),
  WORKS_STALE_UPLOAD_HOURS: z.coerce.number().min(0).default(24),
  WORKS_SWEEP_MINUTES: z.coerce.number().min(0).default(60),
  FFMPEG_PATH: z.string().default(() => toolPath('ffmpeg')),
  FFPROBE_PATH: z.string().default(() => toolPath('ffprobe')),
  TRANSCODE_PRESET: z.enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium']).default('veryfast'),
  /** Encoder threads per transcode; 0 lets ffmpeg take every core. */
  TRANSCODE_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  /** Scheduling priority of ffmpeg (0 = as the server, 19 = lowest): pages and calls come before transcodes. */
  TRANSCODE_NICE: z.coerce.number().int().min(0).max(19).default(10),
  WORKER: z.enum(['inline', 'off']).default('inline'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  WORKER_POLL_MS: z.coerce.number().int().min(50).default(2000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).default(120),
  JOB_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(30),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

export type Config = ReturnType<typeof loadConfig>;

/** The bucket when S3_BUCKET is set (then region and both keys must be too); any other S3_* without it is refused. */
function s3Settings(e: z.infer<typeof envSchema>) {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name] !== undefined);
    if (stray.length) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep media in a bucket, or unset them`);
    return null;
  }
  const absent = (['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name] === undefined);
  if (absent.length) throw new Error(`S3_BUCKET needs ${absent.join(', ')}`);
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataKey = Buffer.from(e.API_DATA_KEY, 'base64');
  if (dataKey.length !== 32) throw new Error('API_DATA_KEY must be 32 bytes, base64-encoded');
  const production = e.NODE_ENV === 'production';
  if (production) {
    const defaults = [
      e.API_SIGN_SECRET === DEV_SIGN_SECRET && 'API_SIGN_SECRET',
      e.API_DATA_KEY === DEV_DATA_KEY && 'API_DATA_KEY',
      e.IMAGE_XOR_KEY === DEV_IMAGE_KEY && 'IMAGE_XOR_KEY',
      e.MEDIA_URL_SECRET === DEV_MEDIA_URL_SECRET && 'MEDIA_URL_SECRET',
    ].filter(Boolean);
    if (defaults.length) throw new Error(`Set ${defaults.join(', ')} in production; the defaults are public`);
    if (e.SMS_PROVIDER === 'inbox') throw new Error('SMS_PROVIDER=inbox writes codes to a file for tests: not in production');
  }
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  // A relative folder is the one where the command was typed: npm runs a workspace's script in that workspace's
  // folder (apps/server) and says where it was called from in INIT_CWD.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    /** Uploaded pictures and transcoded works in an S3-compatible bucket (lib/media-store.ts, decision 0058); null: the data folder. */
    s3: s3Settings(e),
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    pgliteDir: path.join(dataDir, 'pglite'),
    /** The embedded key-value store's markers (replay nonces) when there is no Redis: decision 0033. */
    kvDir: path.join(dataDir, 'kv'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sign: { keyId: e.API_SIGN_KEY_ID, secret: e.API_SIGN_SECRET },
    dataKey: e.API_DATA_KEY,
    encrypt: e.API_ENCRYPT,
    imageKey: e.IMAGE_XOR_KEY,
    sessionDays: e.SESSION_DAYS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginLimitPerIp: e.LOGIN_LIMIT_PER_IP,
    loginLimitPerAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
    seedVideos: e.SEED_VIDEOS,
    webMode: e.WEB_MODE,
    /** Check every answer against the contract: on under test (a broken answer fails loudly), off by default. */
    validateResponses: e.API_VALIDATE_RESPONSES ?? e.NODE_ENV === 'test',
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    /** Whole request (headers and body) must arrive within this; idle sockets close after connection; idle keep-alive after keepAlive. */
    timeouts: { requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000, connectionMs: e.CONNECTION_TIMEOUT_SECONDS * 1000, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000 },
    uploads: {
      /** Images decoded at once: the rest wait, so libuv's threads stay free for files and password hashing. */
      concurrency: e.UPLOAD_CONCURRENCY,
      perHour: e.UPLOAD_LIMIT_PER_HOUR,
      quotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024),
      /** An upload nothing has claimed (as an avatar, a cover) is deleted after this long. */
      unclaimedSeconds: Math.round(e.UPLOAD_UNCLAIMED_HOURS * 3600),
      /** How often the sweep runs (0: never, e.g. in tests, which call it). */
      sweepMs: Math.round(e.UPLOAD_SWEEP_MINUTES * 60_000),
    },
    /**
     * Comments a user may send per minute (0: no limit; under test none unless set, since many tests write fast),
     * and what a banned word does to a comment (docs/operations.md).
     */
    comments: { perMinute: e.COMMENT_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'test' ? 0 : 10), bannedWordMode: e.BANNED_WORD_MODE },
    /** Reports (举报) a user may send per hour (0: no limit). */
    reports: { perHour: e.REPORT_LIMIT_PER_HOUR },
    clipsDir: path.join(SERVER_ROOT, 'assets', 'clips'),
    /** Signed media URLs: the HMAC secret, how long a link lives, the highest level a guest may watch. */
    // A server-only secret: the API's signing keys are shipped to the web client, this one never is.
    mediaUrls: { secret: e.MEDIA_URL_SECRET, ttlSeconds: e.MEDIA_URL_TTL_SECONDS, guestLevel: e.MEDIA_GUEST_LEVEL },
    /** How SMS codes leave (domains/phone/sms.ts, decision 0035): the log, the log and a test inbox file, or a webhook. */
    /** Uploaded works and their transcoding (decision 0051, docs/operations.md). */
    works: {
      dir: path.join(dataDir, 'works'),
      maxBytes: Math.round(e.WORKS_MAX_MB * 1024 * 1024),
      uploadsAtOnce: e.WORKS_UPLOADS_AT_ONCE,
      quotaBytes: Math.round(e.WORKS_QUOTA_MB * 1024 * 1024),
      staleUploadSeconds: Math.round(e.WORKS_STALE_UPLOAD_HOURS * 3600),
      sweepMs: Math.round(e.WORKS_SWEEP_MINUTES * 60_000),
      tools: { ffmpeg: e.FFMPEG_PATH, ffprobe: e.FFPROBE_PATH, preset: e.TRANSCODE_PRESET, threads: e.TRANSCODE_THREADS, nice: e.TRANSCODE_NICE },
      worker: e.WORKER,
      workerConcurrency: e.WORKER_CONCURRENCY,
      pollMs: e.WORKER_POLL_MS,
      leaseSeconds: e.JOB_LEASE_SECONDS,
      backoffSeconds: e.JOB_BACKOFF_SECONDS,
      maxAttempts: e.JOB_MAX_ATTEMPTS,
    },
    sms: { provider: e.SMS_PROVIDER, webhookUrl: e.SMS_WEBHOOK_URL ?? null, webhookToken: e.SMS_WEBHOOK_TOKEN ?? null, resendSeconds: e.SMS_RESEND_SECONDS },
  };
}
