import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { addToList, createList, listItems, modifyList, myLists } from './service.ts';

/** Video lists (合集, decision 0059): the owner's own, never cached (every answer is personal). */
export function workListRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.worksCollect, ({ input, user }) => myLists(deps, user, input));
  defineRoute(app, deps, api.worksCollectCreate, ({ input, user }) => createList(deps, user, input));
  defineRoute(app, deps, api.worksCollectModify, ({ input, user }) => modifyList(deps, user, input));
  defineRoute(app, deps, api.worksCollectItems, ({ input, user }) => listItems(deps, user, input));
  defineRoute(app, deps, api.collectToWorkList, ({ input, user }) => addToList(deps, user, input));
}
