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
  /** Today's check-in is already done. */
  checkinAlready: 4301,
  /** The balance cannot pay for this. */
  pointsInsufficient: 4302,
  internal: 5000,
} as const;

