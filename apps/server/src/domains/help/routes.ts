import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { addFeedback, contactChannels, feedbackCategories, myFeedback, questionCategories, questionList } from './service.ts';

/** The help content changes only with a deploy: its answers are the same for everyone and kept a while (decision 0016). */
const CONTENT_CACHE = { ttlMs: 60_000, max: 200 };

export function helpRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.feedbackCategory, () => feedbackCategories(), { cache: { ...CONTENT_CACHE, max: 1 } });
  defineRoute(app, deps, api.feedbackAdd, ({ input, user }) => addFeedback(deps, user, input));
  defineRoute(app, deps, api.feedbackMine, ({ input, user }) => myFeedback(deps, user, input));
  defineRoute(app, deps, api.questionCate, () => questionCategories(), { cache: { ...CONTENT_CACHE, max: 1 } });
  defineRoute(app, deps, api.questionList, ({ input }) => questionList(input), { cache: CONTENT_CACHE });
  defineRoute(app, deps, api.helpContact, () => contactChannels(), { cache: { ...CONTENT_CACHE, max: 1 } });
}
