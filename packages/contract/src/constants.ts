/** Constants of the wire and the product that both client and server rely on (spec section 9). */
export const CLIENT_VERSION = '1.0.1+27';
export const SYSTEM_TYPE_MOBILE = 'h5';
export const SYSTEM_TYPE_PC = 'h5_pc';
export const WIDE_LAYOUT_MIN_WIDTH = 824;
export const HOME_PAGE_ID = 10782;
export const REQUEST_TIMEOUT_MS = 30_000;
export const RECENT_SEARCH_LIMIT = 10;
export const ACCOUNT_MIN_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const ACCOUNT_MAX_LENGTH = 32;
export const PASSWORD_MAX_LENGTH = 64;
/** Profile limits (user/info/modify), in characters as a person counts them (code points). */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 16;
export const BIO_MAX_LENGTH = 100;
/** Genders a profile may state; `secret` is the default (not said). */
export const GENDERS = ['secret', 'male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
/** Avatars are cropped to a centred square of this many pixels a side. */
export const AVATAR_SIZE = 256;
/** Levels by points earned in all (not spent): level n+1 starts at LEVEL_THRESHOLDS[n]. */
export const LEVEL_THRESHOLDS = [0, 50, 200, 500, 1000, 2000, 5000, 10000] as const;

/** Header and cookie names. `serect` is spelled as the spec spells it. */
export const HEADER_KEY_ID = 'serect';
export const HEADER_USER_AGENT = 'x-user-agent';
export const HEADER_API_KEY = 'x-api-key';
export const HEADER_AUTHORIZATION = 'authorization';
export const HEADER_XSRF = 'x-xsrf-token';
export const COOKIE_XSRF = 'XSRF-TOKEN';

/** A signed request is accepted within this many seconds of the server's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;
/** Body digest used for multipart bodies, which the signature does not cover. */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** Where the API server serves media; the config's domain list can point images elsewhere (a CDN). */
export const MEDIA_IMAGE_PATH = '/media/img';
export const MEDIA_VIDEO_PATH = '/media/video';

/** The quality levels of every clip's HLS ladder, lowest first (a folder each under the clip). */
export const MEDIA_LEVELS = ['360p', '720p', '1080p'] as const;
export type MediaLevel = (typeof MEDIA_LEVELS)[number];

/** Image codec: this many leading bytes of every served image are XOR-encoded. */
export const IMAGE_CODEC_LENGTH = 100;

/** Upload limits. Covers and avatars need no more than 4096×4096 (decision 0023). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 4096 * 4096;
/** upload/images (decision 0046): files in one call, and the whole multipart body's size (a client splits larger picks). */
export const UPLOAD_BATCH_MAX_FILES = 9;
export const UPLOAD_BATCH_MAX_BYTES = 24 * 1024 * 1024;

/** Retried HTTP statuses (spec section 7). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;

/** Content types of the spec: 2 is a video, 8 an actress. */
export const ContentType = { media: 2, actress: 8, review: 6, post: 5 } as const;

/** Check-in days follow the product's home market: Asia/Shanghai (UTC+8 all year, no daylight saving). */
export const CHECKIN_UTC_OFFSET_SECONDS = 8 * 3600;
/** Points for each day of a check-in streak; after the last day the ladder starts again at the first. */
export const CHECKIN_PRIZES = [5, 5, 10, 10, 15, 15, 30] as const;
/** Why a points balance moved: each ledger entry names one. */
export const PointsReason = { checkin: 'checkin', invite: 'invite', postPay: 'post_pay', postIncome: 'post_income', workIncome: 'work_income', operator: 'operator' } as const;

/** The privacy lock (锁屏密码): 4–6 digits; this many wrong codes in a row sign the device out. */
export const LOCK_CODE_PATTERN = /^\d{4,6}$/;
export const LOCK_WRONG_TRIES_MAX = 5;
/** The lock shows again after the app has been in the background this long. */
export const LOCK_AFTER_HIDDEN_SECONDS = 5 * 60;
/** Online time: the client beats this often while the page is visible; a beat credits at most this much. */
export const ONLINE_BEAT_SECONDS = 60;
/** Online time credited per user per day (Asia/Shanghai) at most. */
export const ONLINE_DAY_CAP_SECONDS = 12 * 3600;
/**
 * Titles (称号) by points earned all time (credits only: spending keeps a title). Each step's `key` names its text
 * in the web catalogue (`titles` namespace); the first step is everyone's.
 */
export const USER_TITLES = [
  { key: 'newcomer', minPoints: 0 },
  { key: 'regular', minPoints: 50 },
  { key: 'enthusiast', minPoints: 200 },
  { key: 'connoisseur', minPoints: 500 },
  { key: 'veteran', minPoints: 1500 },
  { key: 'legend', minPoints: 5000 },
] as const;
export type UserTitleKey = (typeof USER_TITLES)[number]['key'];
/** An account credential card lives this long; issuing a new one ends the old one at once (decision 0036). */
export const ACCOUNT_CARD_DAYS = 180;
/** Card restores (user/qrcode/info) per address per window of this many seconds. */
export const CARD_RESTORE_LIMIT = 10;
export const CARD_RESTORE_WINDOW_SECONDS = 15 * 60;
/** Points an inviter gets, once, when someone signs up through their invite code. */
export const INVITE_SIGNUP_POINTS = 20;
/** At most this many sign-ups earn one inviter points within INVITE_REWARD_WINDOW_SECONDS (decision 0090). */
export const INVITE_REWARDS_PER_DAY = 10;
export const INVITE_REWARD_WINDOW_SECONDS = 24 * 60 * 60;
/** Phone sign-in codes (SMS): length, life, and the limits on sending and guessing (decision 0035). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
/** One send per number per this many seconds (the send button's countdown). */
export const SMS_RESEND_SECONDS = 60;
/** Sends per number and per address in any 24 hours. */
export const SMS_DAILY_LIMIT = 10;
/** Wrong tries that end a code. */
export const SMS_MAX_TRIES = 5;
/** What a code is for: a code sent for one purpose is refused for any other. */
export const SMS_PURPOSES = ['login', 'bind', 'changeOld', 'changeNew'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Danmaku (弹幕): a bullet comment's length in characters, where it may sit, and how often one user may send. */
export const DANMAKU_MAX_LENGTH = 50;
export const DANMAKU_MODES = ['scroll', 'top', 'bottom'] as const;
export type DanmakuMode = (typeof DANMAKU_MODES)[number];
export const DANMAKU_DEFAULT_COLOUR = '#ffffff';
/** A list call covers at most this many seconds of a video; the client asks in windows of DANMAKU_WINDOW_SECONDS. */
export const DANMAKU_WINDOW_MAX_SECONDS = 300;
export const DANMAKU_WINDOW_SECONDS = 60;
/** At most this many danmaku in one window's answer (the earliest first). */
export const DANMAKU_WINDOW_MAX_ITEMS = 1000;
/** A video's danmaku sit within its first this many seconds (longer than any video the site holds). */
export const DANMAKU_MAX_TIME_SECONDS = 24 * 3600;
/**
 * A view (播放 of a video, a read of a post or a review) counts once per viewer and item in this many seconds: a
 * reload, a return from a list or a replay soon after is the same view.
 */
export const VIEW_WINDOW_SECONDS = 30 * 60;
/** One user sends at most DANMAKU_SEND_LIMIT danmaku in DANMAKU_SEND_WINDOW_SECONDS. */
export const DANMAKU_SEND_LIMIT = 10;
export const DANMAKU_SEND_WINDOW_SECONDS = 60;
/**
 * Comments (one service for every kind of content, decision 0040): the kinds that take comments (videos now;
 * posts, reviews and threads add theirs), the length, the images, how many replies a list shows under each root.
 */
export const CommentContentType = { media: ContentType.media, review: ContentType.review, post: ContentType.post } as const;
export const COMMENT_MAX_LENGTH = 500;
export const COMMENT_MAX_IMAGES = 3;
export const COMMENT_REPLY_PREVIEW = 3;
export const COMMENT_HOT_LIMIT = 5;
/** The preset quick replies (comment/quickReplay): catalogue keys, shown under the comment box. */
export const COMMENT_QUICK_REPLIES = ['quickReply1', 'quickReply2', 'quickReply3', 'quickReply4', 'quickReply5'] as const;
/** Posts (post/publish): text length in code points, images per post, tags per post, the highest price in points. */
export const POST_TEXT_MIN = 5;
export const POST_TEXT_MAX = 2000;
export const POST_IMAGES_MAX = 9;
export const POST_TAGS_MAX = 3;
export const POST_PRICE_MAX = 9999;
/** What anyone sees of a priced post's text before paying, in code points. */
export const POST_PREVIEW_LENGTH = 60;
/** The author's share of a paid post's price, in percent (the rest is the site's). */
export const POST_AUTHOR_SHARE_PERCENT = 70;
/** A post's review state: every new post is pending (待审核) until an operator approves or rejects it. */
export const POST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** The hot tab (decision 0039): posts approved within this many days, by views + 3×supports + 5×comments. */
export const POST_HOT_DAYS = 7;
export const POST_MAYLIKE_COUNT = 6;
/**
 * Reviews (测评, review/*, decision 0049): a signed-in user's rating and write-up of a video or an actress. One
 * per user per subject; images and tags as posts (the post tags); pending until an operator approves it.
 */
export const REVIEW_SUBJECTS = ['media', 'actress'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 40;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_IMAGES_MAX = 9;
export const REVIEW_TAGS_MAX = 3;
/** How many of a subject's best reviews its page shows. */
export const REVIEW_BEST_COUNT = 3;
/** Video lists (合集, works/collect*, decision 0059): per user, per list, and the lengths of a name and description. */
export const WORK_LISTS_MAX = 50;
export const WORK_LIST_ITEMS_MAX = 500;
export const WORK_LIST_NAME_MAX = 30;
/** works/modify/media: a work's title, description and tags. */
export const WORK_TITLE_MAX = 100;
export const WORK_DESCRIPTION_MAX = 1000;
export const WORK_TAGS_MAX = 10;
/** How many candidate cover frames the transcoder keeps of a work, spread over the video (decision 0068). */
export const WORK_COVER_FRAMES = 6;
export const WORK_LIST_DESCRIPTION_MAX = 200;
/**
 * Groups (decision 0045): the three kinds of group content, in the order of the group page's tabs — news (资讯,
 * brand/information), business (商务, brand/offering), services (服务, brand/recruitment) — and the characters of
 * an item's text shown in a list.
 */
export const BRAND_KINDS = ['news', 'offering', 'recruitment'] as const;
export type BrandKind = (typeof BRAND_KINDS)[number];
export const BRAND_SUMMARY_LENGTH = 60;
/** What a post is (decision 0044): a post of the square, or a thread of the discussion board (/discuss), never priced. */
export const POST_KINDS = ['post', 'thread'] as const;
export type PostKind = (typeof POST_KINDS)[number];
/** post/reviewrank (decision 0044): posts active (approved or replied to) within this many days, the top this many. */
export const POST_RANK_DAYS = 7;
export const POST_RANK_SIZE = 50;
/** The most tags one user may follow (post/tag/follow). */
export const POST_FOLLOW_TAGS_MAX = 50;

/** What a report (举报, report/add, decision 0043) names: a post or a comment. Its own enum, not a comment target. */
export const REPORT_CONTENT_TYPES = ['post', 'comment'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];
/** Why a user reports, in the order the sheet lists them; each has a catalogue text `reportReason_<reason>`. */
export const REPORT_REASONS = ['porn', 'illegal', 'spam', 'abuse', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** A report's optional words, in code points. */
export const REPORT_TEXT_MAX = 200;
/** Help (decision 0050): feedback text length in code points, pictures, contact length, feedback per user per hour, FAQ search. */
export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 4;
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_PER_HOUR = 5;
export const QUESTION_KEYWORD_MAX = 30;
/** A search's keyword, in UTF-16 units as a text box's maxLength counts (the spec's 搜索内容不能超过50个字). */
export const SEARCH_KEYWORD_MAX = 50;
/**
 * The message centre (decision 0048): its four tabs in the page's order, the kinds of message each holds, how
 * long one support message keeps gathering supporters of one item, and the page size of message/list.
 */
export const MESSAGE_TABS = ['announce', 'comment', 'reply', 'support'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];
export const MESSAGE_KINDS = ['notice', 'postApproved', 'postRejected', 'reviewApproved', 'reviewRejected', 'workApproved', 'workRejected', 'checkinReward', 'inviteIncome', 'comment', 'reply', 'support'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_SUPPORT_GROUP_SECONDS = 3600;
export const MESSAGE_PAGE_SIZE = 20;
/** Where a message leads: a video's page, a post's page, a review's page, or nowhere but the message itself. */
export const MESSAGE_PLACES = ['video', 'post', 'review', 'none'] as const;
/** The live stream's keep-alive comment, and how long the client waits for anything before it falls back to polling. */
export const MESSAGE_STREAM_PING_MS = 20_000;
export const MESSAGE_POLL_MS = 15_000;
/** Announcements written by operators: title and text lengths in code points. */
export const NOTICE_TITLE_MAX = 60;
export const NOTICE_TEXT_MAX = 5000;
/** works/upload/media: where the tus calls go; an upload's own address is this path, a slash and its id (decision 0051). */
export const WORKS_UPLOAD_PATH = '/api/app/works/upload/media';
