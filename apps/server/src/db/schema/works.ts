import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A creator's uploaded video (decision 0051). Created when the resumable upload starts (state `uploading`, keyed
 * by the upload's id), `queued` once the whole file arrived and passed the probe, then `transcoding` (progress in
 * percent), `review` when the ladder, sprite and cover exist, then an operator's decision (decision 0066):
 * `published` (mediaId: the catalogue entry made of it) or `rejected` (failureReason: the operator's reason); or
 * `failed` with the reason. userId is the uploader (no foreign key: the row belongs to the works domain).
 */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    uploadId: text('upload_id').notNull().unique(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull().default(''),
    /** works/modify/media: carried to the catalogue entry when published (and on every later edit). */
    description: text('description').notNull().default(''),
    /** Catalogue tag ids the author chose (works/select/tags), at most WORK_TAGS_MAX. */
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** works/modify/show: public, unlisted or private; the catalogue entry's media.visibility follows it. */
    visibility: text('visibility').notNull().default('public'),
    state: text('state').notNull().default('uploading'),
    progress: integer('progress').notNull().default(0),
    failureReason: text('failure_reason'),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    duration: real('duration'),
    /** The catalogue entry (media.id) of a published work; no foreign key, the media row is the catalogue's. */
    mediaId: integer('media_id'),
    /**
     * How many candidate cover frames the transcoder kept (catalogue pictures at workFrameKey(id, 0…n-1)); 0 for
     * works transcoded before there were any (decision 0068).
     */
    coverFrames: integer('cover_frames').notNull().default(0),
    /** The candidate frame the author chose as the cover (works/modify/media `cover`), or null: the transcoder's. */
    coverFrame: integer('cover_frame'),
    /**
     * The random part of the names of the work's pictures (frames, cover; cover-frames.ts): they are files anyone with
     * the name may fetch, before the work is published and after it is made private. Empty for works made before it.
     */
    pictureToken: text('picture_token').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('works_user_idx').on(t.userId, t.id), index('works_uploading_idx').on(t.updatedAt).where(sql`state = 'uploading'`)],
);

/**
 * The durable job queue (lib/job-queue.ts): a job is `ready` (from runAt), `running` (held by lockedBy until
 * lockedUntil; a holder that dies lets the lease run out and another worker takes it), `done` or `failed`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').notNull().default('ready'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('jobs_ready_idx').on(t.kind, t.runAt).where(sql`state in ('ready', 'running')`)],
);
