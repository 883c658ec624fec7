/**
 * Creators' works (spec: works/*). The upload itself, works/upload/media, is the tus resumable-upload protocol at
 * WORKS_UPLOAD_PATH (POST to create, HEAD for the offset, PATCH to send, DELETE to cancel), signed like every call
 * with the bytes unsigned (docs/api.md, decision 0051); works/media lists the caller's works and their states.
 */
import { z } from 'zod';
import { WORKS_UPLOAD_PATH } from '../constants.ts';
import { empty, endpoint, pageFields, pageOf, type Endpoint } from './define.ts';

export { WORKS_UPLOAD_PATH };

/**
 * uploading → queued (排队中) → transcoding (转码中 n%) → review (审核中) → published (已发布) or rejected (未通过, with
 * the operator's reason); or failed (失败, with a reason).
 */
export const WORK_STATES = ['uploading', 'queued', 'transcoding', 'review', 'published', 'rejected', 'failed'] as const;
export const workState = z.enum(WORK_STATES);
export type WorkState = z.infer<typeof workState>;

export const ownWork = z.object({
  id: z.number().int(),
  uploadId: z.string(),
  title: z.string(),
  state: workState,
  /** Percent of the transcode, 0–100 (meaningful while transcoding). */
  progress: z.number().int(),
  /** Why a failed work failed (in the caller's language when it is one of ours), or why an operator rejected it. */
  failureReason: z.string().nullable(),
  /** The catalogue entry of a published work (its page: /videoDetails?id=), else null. */
  mediaId: z.number().int().nullable(),
  bytes: z.number().int(),
  /** Seconds, once probed. */
  duration: z.number().nullable(),
  createdAt: z.number().int(),
});

export const worksMedia = endpoint({
  method: 'POST',
  path: '/api/app/works/media',
  access: 'registered',
  summary: "The caller's works, newest first, each with its state (uploading, queued, transcoding with its percent, review, published with its video, rejected or failed with the reason).",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(ownWork),
});

export const worksUploadInfo = endpoint({
  method: 'POST',
  path: '/api/app/works/upload/info',
  access: 'registered',
  summary: 'What a works upload may be: whether transcoding is available, the size cap, how many uploads may run at once, the quota left (bytes).',
  request: empty,
  response: z.object({ available: z.boolean(), maxBytes: z.number().int(), uploadsAtOnce: z.number().int(), quotaLeft: z.number().int() }),
});

export const worksEndpoints = {
  worksMedia,
  worksUploadInfo,
} satisfies Record<string, Endpoint>;

export type OwnWork = z.infer<typeof ownWork>;
