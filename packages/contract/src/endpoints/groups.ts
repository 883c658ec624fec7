/**
 * Groups and their three kinds of content (spec section 7: brand/information, brand/offering, brand/recruitment;
 * the screen parts "group news, business, services"). group/* and brand/detail are ours (decision 0045).
 */
import { z } from 'zod';
import { BRAND_KINDS } from '../constants.ts';
import { endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { postCard } from './posts.ts';

export const brandKind = z.enum(BRAND_KINDS);

/** A group in a list. */
export const groupCard = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  cover: z.string(),
  members: z.number().int(),
  createdAt: z.string(),
});

/** A news, business or services item in a list: its first words and first picture. */
export const brandCard = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  kind: brandKind,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  createdAt: z.string(),
});

/** One item whole: its text, its pictures, and a contact for business and services (null for news). */
export const brandItem = brandCard.omit({ summary: true, cover: true }).extend({
  text: z.string(),
  images: z.array(z.string()),
  contact: z.string().nullable(),
});

export const groupList = endpoint({
  method: 'POST',
  path: '/api/app/group/list',
  access: 'optional',
  summary: 'Every group, most members first. The same for everyone (member counts up to 30 s old).',
  request: z.strictObject({ ...pageFields }),
  response: pageOf(groupCard),
});

export const groupDetail = endpoint({
  method: 'POST',
  path: '/api/app/group/detail',
  access: 'optional',
  summary: 'One group with its live member count and whether the caller is a member (`joined`: false for a visitor). Unknown: 4040.',
  request: z.strictObject({ id }),
  response: groupCard.extend({ joined: z.boolean() }),
});

const membership = z.object({ joined: z.boolean(), members: z.number().int() });

export const groupJoin = endpoint({
  method: 'POST',
  path: '/api/app/group/join',
  access: 'registered',
  summary: 'Join a group. Joining again changes nothing and answers the same. Answers the membership and the exact member count.',
  request: z.strictObject({ id }),
  response: membership,
});

export const groupLeave = endpoint({
  method: 'POST',
  path: '/api/app/group/leave',
  access: 'registered',
  summary: 'Leave a group. Leaving a group one is not in changes nothing. Answers the membership and the exact member count.',
  request: z.strictObject({ id }),
  response: membership,
});

export const groupPosts = endpoint({
  method: 'POST',
  path: '/api/app/group/posts',
  access: 'optional',
  summary: "Approved posts of the group's members, newest approval first, as post cards for the caller.",
  request: z.strictObject({ id, ...pageFields }),
  response: pageOf(postCard),
});

const brandListRequest = z.strictObject({ groupId: id.optional(), ...pageFields });

const brandList = (path: `/api/app/brand/${string}`, what: string) =>
  endpoint({
    method: 'POST',
    path,
    access: 'optional',
    summary: `${what}, newest first: of group \`groupId\`, or of every group. An unknown group: 4040. The same for everyone, cached up to 30 s.`,
    request: brandListRequest,
    response: pageOf(brandCard),
  });

export const brandInformation = brandList('/api/app/brand/information', 'A page of group news');
export const brandOffering = brandList('/api/app/brand/offering', 'A page of group business offers');
export const brandRecruitment = brandList('/api/app/brand/recruitment', 'A page of group services');

export const brandDetail = endpoint({
  method: 'POST',
  path: '/api/app/brand/detail',
  access: 'optional',
  summary: 'One news, business or services item whole, whatever its kind. Unknown: 4040. The same for everyone, cached up to 30 s.',
  request: z.strictObject({ id }),
  response: brandItem,
});

/** This area's calls, under the names they have in `api`. */
export const groupEndpoints = {
  groupList,
  groupDetail,
  groupJoin,
  groupLeave,
  groupPosts,
  brandInformation,
  brandOffering,
  brandRecruitment,
  brandDetail,
} satisfies Record<string, Endpoint>;
