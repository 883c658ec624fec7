import { ContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute, stale } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { isCollected } from '../collect/service.ts';
import { mediaMaylike, mediaPlay, mediaPublicDetail, mediaState, setAttitude } from './detail-service.ts';
import { mediaList } from './list-service.ts';

export function mediaRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.mediaList, ({ input }) => mediaList(deps, input), { cache: publicAnswers() });
  defineRoute(app, deps, api.mediaRank, ({ input }) => mediaList(deps, { sort: input.type, page: input.page, pageSize: input.pageSize }), { cache: publicAnswers() });
  defineRoute(app, deps, api.mediaDetail, ({ input }) => mediaPublicDetail(deps, input.id), { cache: publicAnswers() });
  // The caller's part of a video page: attitude and live counts (this domain's), collected (the collect domain's).
  defineRoute(app, deps, api.mediaState, async ({ input, user }) => {
    const state = await mediaState(deps, user, input.id);
    return { ...state, collected: await isCollected(deps, user, ContentType.media, input.id) };
  });
  defineRoute(app, deps, api.mediaPlay, ({ input, user }) => mediaPlay(deps, user, input.id, input.preload));
  defineRoute(app, deps, api.mediaMaylike, ({ input }) => mediaMaylike(deps, input.id, input.pageSize), { cache: publicAnswers() });
  defineRoute(app, deps, api.mediaAttitude, ({ input, user }) => setAttitude(deps, user, input.id, input.attitude), {
    invalidates: [stale(api.mediaDetail, (detail, { input: write }) => detail.id === write.id)],
  });
}
