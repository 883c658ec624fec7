import * as auth from './auth.ts';
import * as catalogue from './catalogue.ts';
import * as danmaku from './danmaku.ts';
import * as comments from './comments.ts';
import type { Endpoint } from './define.ts';
import * as engagement from './engagement.ts';
import * as groups from './groups.ts';
import * as help from './help.ts';
import * as messages from './messages.ts';
import * as mine from './mine.ts';
import * as phone from './phone.ts';
import * as points from './points.ts';
import * as posts from './posts.ts';
import * as profile from './profile.ts';
import * as reviews from './reviews.ts';
import * as reports from './reports.ts';
import * as sharing from './sharing.ts';
import * as system from './system.ts';
import * as workLists from './work-lists.ts';
import * as works from './works.ts';

/** Every call of the product, by name: each area file lists its own. */
export const api = {
  ...system.systemEndpoints,
  ...auth.authEndpoints,
  ...catalogue.catalogueEndpoints,
  ...engagement.engagementEndpoints,
  ...comments.commentEndpoints,
  ...points.pointsEndpoints,
  ...mine.mineEndpoints,
  ...profile.profileEndpoints,
  ...sharing.sharingEndpoints,
  ...phone.phoneEndpoints,
  ...danmaku.danmakuEndpoints,
  ...posts.postEndpoints,
  ...reviews.reviewEndpoints,
  ...groups.groupEndpoints,
  ...reports.reportEndpoints,
  ...help.helpEndpoints,
  ...messages.messageEndpoints,
  ...works.worksEndpoints,
  ...workLists.workListEndpoints,
} satisfies Record<string, Endpoint>;

export const allEndpoints: readonly Endpoint[] = Object.values(api);

export { accountField, passwordField } from './auth.ts';
export { topicBlock, thumbnailSprite } from './catalogue.ts';
export * from './define.ts';
export { danmakuItem, danmakuMode } from './danmaku.ts';
export { comment, commentListItem } from './comments.ts';
export { contactChannel, faqQuestion, helpCategory, ownFeedback } from './help.ts';
export { brandCard, brandItem, brandKind, groupCard } from './groups.ts';
export { messageItem, messageKind, messageTab, unreadCounts } from './messages.ts';
export { NICKNAME_PATTERN, nicknameField } from './profile.ts';
export { smsPurpose } from './phone.ts';
export { ownPost, postAuthor, postCard, postStatus, postTag } from './posts.ts';
export { ownReview, reviewCard, reviewSubject, reviewSubjectType } from './reviews.ts';
export { reportContentType, reportReason } from './reports.ts';
export * from './shared.ts';
export { workList, type WorkList } from './work-lists.ts';
export { WORK_STATES, WORK_VISIBILITIES, ownWork, workState, workVisibility, type OwnWork, type WorkState, type WorkVisibility } from './works.ts';
export { isTextField, isUnseen, shownLength, showsAtLeast, textField, MULTI_LINE_TEXT, SINGLE_LINE_TEXT, UNSEEN_CHARACTER } from './text-field.ts';
export type { SiteConfig } from './system.ts';
