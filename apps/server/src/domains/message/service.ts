/**
 * What other domains may use of the message centre (decision 0048): the events that make messages, called from
 * the producing domain's own code (in its transaction), the announcements of the operators' command, and the place
 * a content type's messages lead to. This domain depends on no other.
 */
export { announce, notifyCheckinReward, notifyComment, notifyInviteIncome, notifyPostDecision, notifyReviewDecision, notifySupport, notifyWorkDecision } from './notify.ts';
export { registerMessagePlace } from './tabs.ts';
export { ANNOUNCE_USAGE, runAnnounce } from './ops-command.ts';
