/** Business codes carried in the envelope's `code`. 200, 1000 and 7016 come from the spec; the rest are ours. */
export const Code = {
  ok: 200,
  /** Login expired, unknown or revoked token: the client clears its session and reloads to `/`. */
  loginExpired: 1000,
  /** The action needs a registered account; the client shows the login popup. */
  needRegistered: 1001,
  /** Rejected without a toast. */
  silent: 7016,
  badRequest: 4000,
  badSignature: 4010,
  staleRequest: 4011,
  replayedRequest: 4012,
  xsrfRejected: 4030,
  /** A media URL without a valid, unexpired signature, or for a level above the one it allows. */
  mediaRefused: 4031,
  notFound: 4040,
  tooLarge: 4130,
  unsupportedMedia: 4150,
  tooManyRequests: 4290,
  wrongCredentials: 4101,
  accountTaken: 4102,
  /** A wrong privacy-lock code (the tip says how many tries are left). */
  lockCodeWrong: 4103,
  /** user/changePassword: the old password is wrong. */
  wrongOldPassword: 4106,
  /** An account card's credential that is malformed or not signed by this server. */
  cardInvalid: 4107,
  cardExpired: 4108,
  /** A card replaced by a newer one or revoked by its owner. */
  cardRevoked: 4109,
  /** A phone code that is wrong, expired, used, killed by wrong tries, or sent for another purpose. */
  smsCodeInvalid: 4110,
  /** The number belongs to another account. */
  mobileTaken: 4111,
  /** The caller's phone state does not allow this (already bound, none bound, the same number). */
  mobileState: 4112,
  /** Someone else's content: not the caller's to change (delete another's comment, pin under another's post). */
  forbidden: 4033,
  /** Text refused for a banned word (when the site refuses rather than masks). */
  bannedWord: 4114,
  /** A thread (discussion board) with a price: threads are free. */
  threadPriced: 4122,
  /** Following one more tag would pass POST_FOLLOW_TAGS_MAX. */
  followTagsTooMany: 4123,
  /** upload/images: more files in one call than UPLOAD_BATCH_MAX_FILES (the whole call is refused). */
  uploadBatchTooMany: 4131,
  /** upload/images: a body larger than UPLOAD_BATCH_MAX_BYTES (the whole call is refused). */
  uploadBatchTooLarge: 4132,
  /** report/add: one's own post or comment cannot be reported. */
  reportOwnItem: 4118,
  /** feedback/add: a category that is not in the list (feedback/category). */
  feedbackCategoryUnknown: 4145,
  /** feedback/add: more than FEEDBACK_PER_HOUR feedback from one user within an hour. */
  feedbackTooOften: 4146,
  /** feedback/add: a picture path the caller did not upload (or already used). */
  feedbackImageNotUploaded: 4147,
  /** question/list: a FAQ category that does not exist. */
  questionCategoryUnknown: 4148,
  /** works/upload/media: no working ffmpeg/ffprobe on the server, so uploads are not taken. */
  worksTranscodeUnavailable: 4151,
  /** works/upload/media: the finished file holds no video stream ffprobe can read (whatever its name). */
  worksNotVideo: 4152,
  /** works/upload/media: the declared length passes WORKS_MAX_MB. */
  worksTooLarge: 4153,
  /** works/upload/media: the caller already has WORKS_UPLOADS_AT_ONCE unfinished uploads. */
  worksUploadsAtOnce: 4154,
  /** works/upload/media: the caller's works would pass WORKS_QUOTA_MB. */
  worksQuotaFull: 4155,
  /** works/upload/media: no such upload of the caller's (unknown, swept, or another user's). */
  worksUploadNotFound: 4156,
  /** works/post: the work is not published (yet, or rejected): it has no video to carry. */
  worksNotPublished: 4157,
  /** works/post: the work is private; a post would show it to everyone. */
  worksPrivate: 4158,
  /** works/modify/media: `cover` names no candidate frame of the work (decision 0068). */
  worksCoverUnknown: 4159,
  /** works/modify/media: the work has no candidate frames (not transcoded yet, or transcoded before there were any). */
  worksCoverNotReady: 4160,
  /** works/collect/create: the caller already has WORK_LISTS_MAX lists. */
  workListsFull: 4171,
  /** collect/toWorkList: the list already holds WORK_LIST_ITEMS_MAX videos. */
  workListFull: 4172,
  /** collect/toWorkList: only a video the caller collected goes into a list. */
  workListNotCollected: 4173,
  /** Today's check-in is already done. */
  checkinAlready: 4301,
  /** The balance cannot pay for this. */
  pointsInsufficient: 4302,
  /** review/publish: the caller has already reviewed this video or actress (one review per subject). */
  reviewAlreadyWritten: 4140,
  /** message/notice: no such announcement, or one written to someone else. */
  noticeMissing: 4135,
  /** message/stream: the caller already holds as many live streams as one user may. */
  messageStreamLimit: 4136,
  internal: 5000,
} as const;

