import { COMMENT_QUICK_REPLIES, CommentContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requestLocale, tipFor } from '../../lib/locale.ts';
import { defineRoute, stale } from '../../lib/route.ts';
import { commentHot, commentList, commentReplies, myComments } from './queries.ts';
import { addComment, confirmComment, deleteComment, pinAsOwner, setCommentAttitude } from './write.ts';

export function commentRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.commentList, ({ input, user }) => commentList(deps, user, input));
  defineRoute(app, deps, api.commentReplies, ({ input, user }) => commentReplies(deps, user, input));
  defineRoute(app, deps, api.commentHot, ({ input, user }) => commentHot(deps, user, input));
  defineRoute(app, deps, api.commentMine, ({ input, user }) => myComments(deps, user, input));
  defineRoute(app, deps, api.commentQuickReplay, ({ request }) => Promise.resolve(COMMENT_QUICK_REPLIES.map((key) => tipFor(request, key))));
  defineRoute(app, deps, api.commentConfirm, ({ input, user, request }) => confirmComment(deps, user, requestLocale(request), input));
  // A comment changes the video's public comment count.
  defineRoute(app, deps, api.commentAdd, ({ input, user }) => addComment(deps, user, input), {
    invalidates: [
      stale(api.mediaDetail, (detail, { input: write }) => detail.id === (write.mediaId ?? (write.contentType === CommentContentType.media ? write.id : undefined))),
    ],
  });
  defineRoute(app, deps, api.commentDel, ({ input, user }) => deleteComment(deps, user, input.id));
  defineRoute(app, deps, api.commentAttitude, ({ input, user }) => setCommentAttitude(deps, user, input));
  defineRoute(app, deps, api.commentPin, ({ input, user }) => pinAsOwner(deps, user.id, input.commentId, input.pinned));
}
