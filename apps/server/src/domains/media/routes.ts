import { ContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { publicCache, SHARED } from '../../lib/public-cache.ts';
import { defineRoute } from '../../lib/route.ts';
import { mediaMaylike, mediaPlay, mediaPublicDetail, mediaState, setAttitude } from './detail-service.ts';
import { isCollected } from '../collect/service.ts';
import { mediaList } from './list-service.ts';

export function mediaRoutes(app: FastifyInstance, deps: Deps) {
  const list = publicCache((input: Parameters<typeof mediaList>[1]) => mediaList(deps, input));
  const detail = publicCache((id: number) => mediaPublicDetail(deps, id));
  const maylike = publicCache((input: { id: number; pageSize: number }) => mediaMaylike(deps, input.id, input.pageSize));

  defineRoute(app, deps, api.mediaList, ({ input }) => list(input), SHARED);
  defineRoute(app, deps, api.mediaRank, ({ input }) => list({ sort: input.type, page: input.page, pageSize: input.pageSize }), SHARED);
  defineRoute(app, deps, api.mediaDetail, ({ input }) => detail(input.id), SHARED);
  // The caller's part of a video page: attitude and live counts (this domain's), collected (the collect domain's).
  defineRoute(app, deps, api.mediaState, async ({ input, user }) => {
    const state = await mediaState(deps, user, input.id);
    return { ...state, collected: await isCollected(deps, user, ContentType.media, input.id) };
  });
  defineRoute(app, deps, api.mediaPlay, ({ input, user }) => mediaPlay(deps, user, input.id));
  defineRoute(app, deps, api.mediaMaylike, ({ input }) => maylike({ id: input.id, pageSize: input.pageSize }), SHARED);
  defineRoute(app, deps, api.mediaAttitude, ({ input, user }) => setAttitude(deps, user, input.id, input.attitude));
}
