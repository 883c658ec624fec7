import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { closeMessageBus, openMessageBus } from './bus.ts';
import { latestMessages, markTabRead, messageList, noticeDetail, unreadCounts } from './queries.ts';
import { OpenStreams, streamUnread } from './stream.ts';

export async function messageRoutes(app: FastifyInstance, deps: Deps) {
  const bus = await openMessageBus(deps.config.redisUrl);
  const streams = new OpenStreams();
  // Streams never end by themselves: the app ends them before it closes, then lets the bus go.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => closeMessageBus(bus));

  defineRoute(app, deps, api.messageHasNew, ({ user }) => unreadCounts(deps.db, user.id));
  defineRoute(app, deps, api.messageLatest, ({ user }) => latestMessages(deps.db, user.id));
  defineRoute(app, deps, api.messageList, ({ input, user }) => messageList(deps.db, user.id, input));
  defineRoute(app, deps, api.messageRead, ({ input, user }) => markTabRead(deps.db, user.id, input.tab));
  defineRoute(app, deps, api.messageNotice, ({ input, user }) => noticeDetail(deps.db, user.id, input.id));
  defineRoute(app, deps, api.messageStream, ({ user, request, reply }) => streamUnread(deps, user.id, request, reply, streams));
}
