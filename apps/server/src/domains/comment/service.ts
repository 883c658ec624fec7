/**
 * What other domains may use of comments (decision 0040): register a content type that takes comments (posts,
 * reviews, threads), pin, hide or show a comment for an operator, count and read a content's comments, find one
 * a viewer may see (reports).
 */
export { registerTarget as registerCommentTarget, type CommentTarget } from './targets.ts';
export { pinAsOwner as pinCommentAsOwner, setCommentPinned } from './write.ts';
export { commentHot, commentList, commentReplies } from './queries.ts';
export { commentsForQueue, hideComment, unhideComment, visibleComment } from './moderation.ts';
