/**
 * Creators' works (spec: works/*). The upload itself, works/upload/media, is the tus resumable-upload protocol at
 * WORKS_UPLOAD_PATH (POST to create, HEAD for the offset, PATCH to send, DELETE to cancel), signed like every call
 * with the bytes unsigned (docs/api.md, decision 0051); works/media lists the caller's works and their states.
 */
import { z } from 'zod';
import { WORK_COVER_FRAMES, WORK_DESCRIPTION_MAX, WORK_TAGS_MAX, WORK_TITLE_MAX, WORKS_UPLOAD_PATH } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { empty, endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { mediaCard, tagRef, userRef } from './shared.ts';
import { postStatus, postTagIdsField, postTextField } from './posts.ts';
import { showsAtLeast, textField } from './text-field.ts';

export { WORKS_UPLOAD_PATH };

/**
 * uploading → queued (排队中) → transcoding (转码中 n%) → review (审核中) → published (已发布) or rejected (未通过, with
 * the operator's reason); or failed (失败, with a reason).
 */
export const WORK_STATES = ['uploading', 'queued', 'transcoding', 'review', 'published', 'rejected', 'failed'] as const;
export const workState = z.enum(WORK_STATES);
export type WorkState = z.infer<typeof workState>;

/**
 * Who sees a published work (works/modify/show): public, everywhere; unlisted, played by its link (media/detail)
 * but in no list or search; private, only its author (in works/media), 404 to everyone else.
 */
export const WORK_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export const workVisibility = z.enum(WORK_VISIBILITIES);
export type WorkVisibility = z.infer<typeof workVisibility>;

export const ownWork = z.object({
  id: z.number().int(),
  uploadId: z.string(),
  title: z.string(),
  description: z.string(),
  /** The catalogue tags the author chose (works/select/tags). */
  tags: z.array(tagRef),
  visibility: workVisibility,
  state: workState,
  /** Percent of the transcode, 0–100 (meaningful while transcoding). */
  progress: z.number().int(),
  /** Why a failed work failed (in the caller's language when it is one of ours), or why an operator rejected it. */
  failureReason: z.string().nullable(),
  /** The catalogue entry of a published work (its page: /videoDetails?id=), else null. */
  mediaId: z.number().int().nullable(),
  /**
   * Candidate cover frames (image paths, behind the image codec like every picture), spread over the video; empty
   * until the transcode is done, and for works transcoded before frames were kept (decision 0068).
   */
  frames: z.array(z.string()),
  /** Which of `frames` is the cover the author chose, or null (the transcoder's own frame). */
  coverFrame: z.number().int().nullable(),
  /** The work's cover as a picture: the published video's cover, else the chosen frame, else null. */
  cover: z.string().nullable(),
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

export const worksSelectTags = endpoint({
  method: 'POST',
  path: '/api/app/works/select/tags',
  access: 'registered',
  summary: `The tags a creator may give a work: the catalogue's video tags, those on most videos first (at most ${WORK_TAGS_MAX} per work).`,
  request: z.strictObject({ ...pageFields }),
  response: pageOf(tagRef.extend({ mediaCount: z.number().int() })),
});

const workTitle = textField({ required: 'worksTitleEmpty' }).trim().min(1, tipKey('worksTitleEmpty')).max(WORK_TITLE_MAX, tipKey('worksTitleTooLong')).refine(showsAtLeast(1), tipKey('worksTitleEmpty'));
const workDescription = textField({ multiline: true }).trim().max(WORK_DESCRIPTION_MAX, tipKey('worksDescriptionTooLong'));

export const worksModifyMedia = endpoint({
  method: 'POST',
  path: '/api/app/works/modify/media',
  access: 'registered',
  summary:
    `Changes one of the caller's works: title (1–${WORK_TITLE_MAX}), description (≤ ${WORK_DESCRIPTION_MAX}), tags (≤ ${WORK_TAGS_MAX} of works/select/tags; the list replaces the old one), ` +
    `cover (the index of one of the ≤ ${WORK_COVER_FRAMES} candidate frames works/media lists; none yet: 4160, no such frame: 4159). ` +
    "A published work's video changes with it. Another user's work or an unknown one: 4040. Answers the work.",
  request: z
    .strictObject({
      id,
      title: workTitle.optional(),
      description: workDescription.optional(),
      tagIds: z.array(id).max(WORK_TAGS_MAX, tipKey('worksTagsTooMany')).optional(),
      /** The index of one of the work's `frames` (works/media): it becomes the work's cover, and its video's. */
      cover: z.number().int(tipKey('worksCoverUnknown')).min(0, tipKey('worksCoverUnknown')).optional(),
    })
    .refine((v) => v.title !== undefined || v.description !== undefined || v.tagIds !== undefined || v.cover !== undefined, tipKey('badRequest')),
  response: ownWork,
});

export const worksModifyShow = endpoint({
  method: 'POST',
  path: '/api/app/works/modify/show',
  access: 'registered',
  summary:
    "Who sees one of the caller's works once published: `public` (lists, search, its page), `unlisted` (its page by link only), `private` (the author only; 404 to others). " +
    "Another user's work or an unknown one: 4040. Answers the work.",
  request: z.strictObject({ id, visibility: workVisibility }),
  response: ownWork,
});

export const worksUser = endpoint({
  method: 'POST',
  path: '/api/app/works/user',
  access: 'optional',
  summary:
    "A creator's public page: who they are (nickname, avatar, how many public works) and a page of their public published videos, newest first " +
    '(never unlisted or private ones, nor works not yet published). Unknown user: 4040. The same for everyone and cached up to 30 s.',
  request: z.strictObject({ uid: id, ...pageFields }),
  response: z.object({
    user: userRef.extend({ count: z.number().int() }),
    media: pageOf(mediaCard),
  }),
});

export const worksPost = endpoint({
  method: 'POST',
  path: '/api/app/works/post',
  access: 'registered',
  summary:
    "Publishes one of the caller's published works as a square post that carries its video (decision 0069): the text and tags of post/publish " +
    '(the same limits, banned words, review: the post starts pending); free, as the video plays by its link. Another user\'s work or an unknown one: 4040; a work not yet published: 4157; ' +
    'a private work: 4158. While a post of the work awaits review, sending again answers that post and writes nothing (a double tap).',
  request: z.strictObject({ workId: id, text: postTextField, tagIds: postTagIdsField }),
  response: z.object({ id: z.number().int(), status: postStatus }),
});

export const worksEndpoints = {
  worksMedia,
  worksUser,
  worksUploadInfo,
  worksSelectTags,
  worksModifyMedia,
  worksModifyShow,
  worksPost,
} satisfies Record<string, Endpoint>;

export type OwnWork = z.infer<typeof ownWork>;
