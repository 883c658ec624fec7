/**
 * Help (decision 0050): users' feedback with operators' replies, and the FAQ, feedback categories and contact
 * channels read from the one help-content file the web build also bakes.
 */
import { Code, FEEDBACK_PER_HOUR, type Locale, type api } from '@md/contract';
import { findQuestions, helpContent } from '@md/contract/help-content';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LockSpace, lockFor } from '../../db/locks.ts';
import { feedback } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { bannedWordMode, screenText } from '../banned-word/service.ts';
import { claimUpload } from '../upload/service.ts';

/** The help content's lists in the caller's language. */
export const feedbackCategories = async (locale: Locale) => helpContent(locale).feedbackCategories;
export const questionCategories = async (locale: Locale) => helpContent(locale).questionCategories;
export const contactChannels = async (locale: Locale) => helpContent(locale).contactChannels;

/** Searched in the caller's language: a keyword finds what that language's text says. */
export async function questionList(input: z.output<typeof api.questionList.request>, locale: Locale) {
  const content = helpContent(locale);
  if (input.cateId !== undefined && !content.questionCategories.some((c) => c.id === input.cateId)) {
    throw new ApiError(200, Code.questionCategoryUnknown, 'questionCategoryUnknown');
  }
  const found = findQuestions(content.questions, input.cateId, input.keyword);
  return pageOf(input, found.slice(pageOffset(input), pageOffset(input) + input.pageSize), found.length);
}

export async function addFeedback(deps: Deps, user: AuthedUser, input: z.output<typeof api.feedbackAdd.request>) {
  if (!helpContent().feedbackCategories.some((c) => c.id === input.categoryId)) {
    throw new ApiError(200, Code.feedbackCategoryUnknown, 'feedbackCategoryUnknown');
  }
  const screened = await screenText(deps, input.text);
  if (screened.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'feedbackBannedWord');
  const images = [...new Set(input.images)];
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, LockSpace.feedback, user.id);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(feedback)
      .where(and(eq(feedback.userId, user.id), sql`${feedback.createdAt} > now() - interval '1 hour'`));
    if (recent >= FEEDBACK_PER_HOUR) throw new ApiError(200, Code.feedbackTooOften, 'feedbackTooOften');
    const scoped = { ...deps, db: tx as unknown as Deps['db'] };
    for (const image of images) {
      if (!(await claimUpload(scoped, user.id, image))) throw new ApiError(200, Code.feedbackImageNotUploaded, 'feedbackImageNotUploaded');
    }
    const [row] = await tx
      .insert(feedback)
      .values({ userId: user.id, categoryId: input.categoryId, text: screened.masked, images, contact: input.contact || null })
      .returning({ id: feedback.id });
    return { id: row.id };
  });
}

export async function myFeedback(deps: Deps, user: AuthedUser, input: z.output<typeof api.feedbackMine.request>) {
  const where = eq(feedback.userId, user.id);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(feedback).where(where).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(feedback).where(where),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    text: row.text,
    images: row.images,
    contact: row.contact,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  }));
  return pageOf(input, list, total);
}

/** The operator command's feedback words, for scripts/ops.ts through the ops command (post/ops-command.ts). */
export { FEEDBACK_COMMANDS, FEEDBACK_OPS_USAGE, runFeedbackOps } from './feedback-ops.ts';
