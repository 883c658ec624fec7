/** Entity shapes that several endpoints return. Paths of images are relative to the config's IMAGE base URL. */
import { z } from 'zod';
import { GENDERS, USER_TITLES } from '../constants.ts';
import { contentType } from './define.ts';

export const userInfo = z.object({
  id: z.number().int(),
  uuid: z.string(),
  account: z.string().nullable(),
  mobile: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** A title (称号) of the ladder in USER_TITLES: its step (0 for everyone's first) and its key for the text. */
export const userTitle = z.object({
  level: z.number().int(),
  key: z.enum(USER_TITLES.map((step) => step.key) as [string, ...string[]]),
});
export type UserTitle = z.infer<typeof userTitle>;
/** The user info with the profile (user/info, user/info/modify, user/avatar): the sign-in answers stay as they were. */
export const userProfile = userInfo.extend({
  /** `secret` when not said. */
  gender: z.enum(GENDERS),
  /** `YYYY-MM-DD`, or null when not given. */
  birthday: z.string().nullable(),
  /** '' when empty. */
  bio: z.string(),
});
export type UserProfileInfo = z.infer<typeof userProfile>;

/** A banner, navigation or menu item; bindType 0–6 and jumpType decide where it leads (spec section 2). */
export const navigationItem = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  bindType: z.number().int().min(0).max(6),
  bindInt: z.number().int().nullable(),
  bindStr: z.string().nullable(),
  jumpType: z.number().int(),
  contentType: z.number().int(),
  sort: z.number().int(),
});
export type NavigationItem = z.infer<typeof navigationItem>;

export const advert = z.object({
  id: z.number().int(),
  position: z.string(),
  name: z.string(),
  image: z.string(),
  href: z.string(),
  /** Positions in a list where this advert may be inserted. */
  indexes: z.array(z.number().int()),
});
export type Advert = z.infer<typeof advert>;

export const tagRef = z.object({ id: z.number().int(), name: z.string() });

/** A user as others see them: the author of a work (media/detail, works/user). */
export const userRef = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });
export type UserRef = z.infer<typeof userRef>;

export const mediaCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  views: z.number().int(),
  collects: z.number().int(),
  /** Playable in high definition by guests as well. */
  free: z.boolean(),
  publishedAt: z.string(),
});
export type MediaCard = z.infer<typeof mediaCard>;

export const actressCard = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  mediaCount: z.number().int(),
  views: z.number().int(),
  collects: z.number().int(),
});
export type ActressCard = z.infer<typeof actressCard>;

export const tag = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  mediaCount: z.number().int(),
  actressCount: z.number().int(),
});
export type Tag = z.infer<typeof tag>;

export const tagCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType,
  sort: z.number().int(),
});

export const mediaSort = z.enum(['new', 'hot', 'collect']);
export const actressSort = z.enum(['hot', 'new', 'collect', 'works']);
