import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { defineRoute, stale } from '../../lib/route.ts';
import { listDanmaku, sendDanmaku, toMs } from './service.ts';

export function danmakuRoutes(app: FastifyInstance, deps: Deps) {
  // A window is the same for everyone: cached, and forgotten when a danmaku lands in it.
  defineRoute(app, deps, api.danmakuList, ({ input }) => listDanmaku(deps, input), { cache: publicAnswers() });
  defineRoute(app, deps, api.danmakuSend, ({ input, user }) => sendDanmaku(deps, user, input), {
    invalidates: [
      stale(api.danmakuList, (cached, { input: sent }) => cached.mediaId === sent.mediaId && toMs(sent.time) >= toMs(cached.from) && toMs(sent.time) < toMs(cached.to)),
    ],
  });
}
