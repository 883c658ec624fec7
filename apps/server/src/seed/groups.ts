/**
 * The demo's groups (圈子): a few groups with synthetic Chinese names and intros, each with 5–15 news, business and
 * services items, members drawn from a handful of demo users who have each written a couple of approved posts.
 * Deterministic like the rest of the seed; small whatever the catalogue's size.
 */
import { BRAND_KINDS, ContentType } from '@md/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brandItems, groupMembers, groups, posts, postTags, reviews, reviewTagLinks, users } from '../db/schema/index.ts';
import { poolImage, type CatalogueShape } from './factories.ts';
import { distinct, int, pick, rngFor, type Rng } from './random.ts';
import * as W from './words.ts';

const SALT = { group: 11, brand: 12, member: 13, thread: 14, review: 15 } as const;
export const DEMO_GROUPS = 6;
export const DEMO_REVIEWS = 6;
const DEMO_MEMBERS = 10;
const DEMO_POSTS_PER_MEMBER = 2;
const DAY_MS = 86_400_000;

const picker = (r: Rng) => <T>(items: readonly T[]) => pick(r, items);

export function groupRow(shape: CatalogueShape, i: number) {
  const r = rngFor(shape.seed, SALT.group, i);
  const city = W.CITIES[(i * 5) % W.CITIES.length];
  const activity = W.ACTIVITIES[(i * 3) % W.ACTIVITIES.length];
  return {
    id: i + 1,
    name: `${city}${activity}${W.GROUP_KINDS[i % W.GROUP_KINDS.length]}`,
    intro: W.groupIntro(picker(r), city, activity),
    cover: poolImage('covers', 30 + i),
    createdAt: new Date(shape.anchor.getTime() - (60 + i * 7) * DAY_MS),
  };
}

/** Items of every kind for group `g` (0-based): 5–15 of each, spread over the last 40 days. */
export function brandRows(shape: CatalogueShape, g: number) {
  const group = groupRow(shape, g);
  const city = W.CITIES[(g * 5) % W.CITIES.length];
  const activity = W.ACTIVITIES[(g * 3) % W.ACTIVITIES.length];
  return BRAND_KINDS.flatMap((kind, k) => {
    const r = rngFor(shape.seed, SALT.brand, g * BRAND_KINDS.length + k);
    return Array.from({ length: int(r, 5, 15) }, (_, n) => ({
      groupId: group.id,
      kind,
      title: W.BRAND_TITLES[kind](picker(r), city, activity),
      text: W.brandText(picker(r), city, activity, Array.from({ length: int(r, 2, 4) }, () => W.brandLine(picker(r)))),
      images: Array.from({ length: int(r, 0, 3) }, () => poolImage('covers', int(r, 0, 1000))),
      contact: kind === 'news' ? null : W.brandContact(group.id, n + 1),
      status: 1,
      createdAt: new Date(shape.anchor.getTime() - int(r, 0, 40 * DAY_MS)),
    }));
  });
}

export async function seedGroups(db: Db, shape: CatalogueShape) {
  const groupData = Array.from({ length: DEMO_GROUPS }, (_, i) => groupRow(shape, i));
  await db.insert(groups).values(groupData);
  await db.insert(brandItems).values(groupData.flatMap((_, g) => brandRows(shape, g)));

  // Demo members: people without an account (nobody signs in as them), each with a couple of approved posts.
  const members = await db
    .insert(users)
    .values(Array.from({ length: DEMO_MEMBERS }, (_, i) => ({ nickname: `${W.SURNAMES[i * 3]}${W.GIVEN[i * 5]}${W.GIVEN[(i * 7 + 1) % W.GIVEN.length]}`, avatar: poolImage('avatars', i) })))
    .returning({ id: users.id });
  await db.insert(posts).values(
    members.flatMap((member, m) =>
      Array.from({ length: DEMO_POSTS_PER_MEMBER }, (_, p) => {
        const r = rngFor(shape.seed, SALT.member, m * DEMO_POSTS_PER_MEMBER + p);
        const at = new Date(shape.anchor.getTime() - int(r, 0, 20 * DAY_MS));
        return {
          userId: member.id,
          text: W.memberPostText(picker(r)),
          images: [poolImage('covers', int(r, 0, 1000))],
          status: 1,
          createdAt: at,
          reviewedAt: at,
          // As an approval leaves it (decision 0044): the post's activity starts there, and the square's ranking of
          // the last week counts it.
          lastReplyAt: at,
        };
      }),
    ),
  );
  // Each member also opened a thread on the discussion board, and the first few reviewed a video (approved), so a
  // new site's /discuss and /nav/reviews are not empty. Reviews spread over the catalogue; a small one (a test's
  // few videos) gets none, so its subjects start unreviewed.
  await db.insert(posts).values(
    members.map((member, m) => {
      const r = rngFor(shape.seed, SALT.thread, m);
      const at = new Date(shape.anchor.getTime() - int(r, 0, 10 * DAY_MS));
      return { userId: member.id, kind: 'thread', text: W.memberThreadText(picker(r)), status: 1, createdAt: at, reviewedAt: at, lastReplyAt: at };
    }),
  );
  const reviewers = members.slice(0, shape.videos >= DEMO_REVIEWS * 10 ? DEMO_REVIEWS : 0);
  if (reviewers.length > 0) {
    const reviewed = await db
      .insert(reviews)
      .values(
        reviewers.map((member, m) => {
          const r = rngFor(shape.seed, SALT.review, m);
          const at = new Date(shape.anchor.getTime() - int(r, 0, 10 * DAY_MS));
          return {
            userId: member.id,
            subjectType: ContentType.media,
            subjectId: (m + 1) * Math.floor(shape.videos / (DEMO_REVIEWS + 1)),
            rating: int(r, 3, 5),
            title: W.reviewTitle(picker(r)),
            text: W.reviewText(picker(r)),
            images: [poolImage('covers', int(r, 0, 1000))],
            status: 1,
            createdAt: at,
            reviewedAt: at,
          };
        }),
      )
      .returning({ id: reviews.id });
    const tagIds = (await db.select({ id: postTags.id }).from(postTags)).map((t) => t.id);
    if (tagIds.length > 0) await db.insert(reviewTagLinks).values(reviewed.map((row, i) => ({ reviewId: row.id, tagId: tagIds[i % tagIds.length] })));
  }

  const links = groupData.flatMap((group, g) => {
    const r = rngFor(shape.seed, SALT.member, 1000 + g);
    return distinct(r, int(r, 3, DEMO_MEMBERS), DEMO_MEMBERS).map((m) => ({ groupId: group.id, userId: members[m].id, joinedAt: group.createdAt }));
  });
  await db.insert(groupMembers).values(links);
  await db.execute(sql`UPDATE groups g SET members = c.n FROM (SELECT group_id, count(*)::int AS n FROM group_members GROUP BY group_id) c WHERE c.group_id = g.id`);
}
