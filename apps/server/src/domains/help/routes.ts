import { LOCALES, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { addFeedback, contactChannels, feedbackCategories, myFeedback, questionCategories, questionList } from './service.ts';

/**
 * The help content changes only with a deploy: its answers are the same for everyone who reads the same language and
 * kept a while (decision 0016); a list without input is kept once per language.
 */
const CONTENT_CACHE = { ttlMs: 60_000, max: 200 };
const ONE_PER_LANGUAGE = { ...CONTENT_CACHE, max: LOCALES.length };

export function helpRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.feedbackCategory, ({ locale }) => feedbackCategories(locale), { cache: ONE_PER_LANGUAGE });
  defineRoute(app, deps, api.feedbackAdd, ({ input, user }) => addFeedback(deps, user, input));
  defineRoute(app, deps, api.feedbackMine, ({ input, user }) => myFeedback(deps, user, input));
  defineRoute(app, deps, api.questionCate, ({ locale }) => questionCategories(locale), { cache: ONE_PER_LANGUAGE });
  defineRoute(app, deps, api.questionList, ({ input, locale }) => questionList(input, locale), { cache: CONTENT_CACHE });
  defineRoute(app, deps, api.helpContact, ({ locale }) => contactChannels(locale), { cache: ONE_PER_LANGUAGE });
}
