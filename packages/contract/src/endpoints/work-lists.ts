/**
 * A user's video lists (合集, spec: works/collect, works/collect/create, works/collect/modify, collect/toWorkList;
 * decision 0059): named, ordered lists of catalogue videos the user collected or made, private to their owner.
 * works/collect/items, designed in the same style, reads one list.
 */
import { z } from 'zod';
import { WORK_LIST_DESCRIPTION_MAX, WORK_LIST_ITEMS_MAX, WORK_LIST_NAME_MAX, WORK_LISTS_MAX } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { mediaCard } from './shared.ts';
import { showsAtLeast, textField } from './text-field.ts';

export const workList = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** How many videos it holds. */
  count: z.number().int(),
  /** The first video's cover (null while empty). */
  cover: z.string().nullable(),
  updatedAt: z.string(),
});

const name = textField({ required: 'workListNameEmpty' }).trim().min(1, tipKey('workListNameEmpty')).max(WORK_LIST_NAME_MAX, tipKey('workListNameTooLong')).refine(showsAtLeast(1), tipKey('workListNameEmpty'));
const description = textField({ multiline: true }).trim().max(WORK_LIST_DESCRIPTION_MAX, tipKey('workListDescriptionTooLong'));

export const worksCollect = endpoint({
  method: 'POST',
  path: '/api/app/works/collect',
  access: 'user',
  summary: "The caller's video lists, the last changed first.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(workList),
});

export const worksCollectCreate = endpoint({
  method: 'POST',
  path: '/api/app/works/collect/create',
  access: 'user',
  summary: `A new, empty list: a name (1–${WORK_LIST_NAME_MAX}) and an optional description (≤ ${WORK_LIST_DESCRIPTION_MAX}); banned words refused. At most ${WORK_LISTS_MAX} lists (else 4171).`,
  request: z.strictObject({ name, description: description.default('') }),
  response: workList,
});

export const worksCollectModify = endpoint({
  method: 'POST',
  path: '/api/app/works/collect/modify',
  access: 'user',
  summary:
    'Changes one of the caller\'s lists: rename, describe, take videos out (`remove`), put them in a new order (`order`: every video of the list, once), or `delete` the list. ' +
    "Another user's list or an unknown one: 4040. Answers the list (null once deleted).",
  request: z
    .strictObject({
      id,
      name: name.optional(),
      description: description.optional(),
      remove: z.array(id).max(WORK_LIST_ITEMS_MAX).optional(),
      order: z.array(id).max(WORK_LIST_ITEMS_MAX).optional(),
      delete: z.literal(true).optional(),
    })
    .refine((v) => v.name !== undefined || v.description !== undefined || v.remove !== undefined || v.order !== undefined || v.delete !== undefined, tipKey('badRequest')),
  response: z.object({ list: workList.nullable() }),
});

export const worksCollectItems = endpoint({
  method: 'POST',
  path: '/api/app/works/collect/items',
  access: 'user',
  summary: "One of the caller's lists and a page of its videos, in the list's order. Another user's list or an unknown one: 4040.",
  request: z.strictObject({ id, ...pageFields }),
  response: z.object({ list: workList, items: pageOf(mediaCard) }),
});

export const collectToWorkList = endpoint({
  method: 'POST',
  path: '/api/app/collect/toWorkList',
  access: 'user',
  summary:
    `Adds a video the caller collected to the end of one of their lists (4173 if not collected; 4172 when the list holds ${WORK_LIST_ITEMS_MAX}). ` +
    'Idempotent: `added` is false when it was there already.',
  request: z.strictObject({ listId: id, mediaId: id }),
  response: z.object({ added: z.boolean(), list: workList }),
});

export const workListEndpoints = {
  worksCollect,
  worksCollectCreate,
  worksCollectModify,
  worksCollectItems,
  collectToWorkList,
} satisfies Record<string, Endpoint>;

export type WorkList = z.infer<typeof workList>;
