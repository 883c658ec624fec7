/**
 * The signed-in user's own profile and password, and what the sign-in form asks before it submits (spec section
 * 7: user/info/modify, user/avatar, user/changePassword, login/before). The spec names the calls only; fields are ours
 * (docs/api.md, decision 0034).
 */
import { z } from 'zod';
import { ACCOUNT_MAX_LENGTH, BIO_MAX_LENGTH, GENDERS, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { passwordField } from './auth.ts';
import { endpoint, type Endpoint } from './define.ts';
import { userProfile } from './shared.ts';
import { isUnseen, textField } from './text-field.ts';

/** Characters as a person counts them: an emoji or a CJK character is one. */
const length = (value: string) => [...value].length;

/**
 * Letters of any script, digits, `_`, `-` and the middle dot of transliterated names; no spaces or symbols. A mark
 * (an accent, a vowel sign) only after one of those and at most three in a row: no name that starts with a mark or
 * stacks them over the lines around it.
 */
export const NICKNAME_PATTERN = /^(?:[\p{L}\p{N}_\-·]\p{M}{0,3})+$/u;

export const nicknameField = textField({ required: 'enterNickname' })
  .trim()
  .min(1, tipKey('enterNickname'))
  .refine((v) => length(v) >= NICKNAME_MIN_LENGTH, tipKey('nicknameTooShort'))
  .refine((v) => length(v) <= NICKNAME_MAX_LENGTH, tipKey('nicknameTooLong'))
  .refine((v) => NICKNAME_PATTERN.test(v) && ![...v].some(isUnseen), tipKey('nicknameFormat'));

/** A calendar date that exists (`2001-02-29` does not); whether it is in the future is the server's to say. */
const birthdayField = textField()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, tipKey('birthdayFormat'))
  .refine((v) => {
    // Runs after a failed pattern too: anything Date cannot read is refused, never thrown.
    const time = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, tipKey('birthdayFormat'));

export const userInfoModify = endpoint({
  method: 'POST',
  path: '/api/app/user/info/modify',
  access: 'registered',
  summary:
    "Change the caller's profile: only the fields sent change. nickname 2–16 characters (letters of any script with their marks, digits, _ - ·; no letter that shows nothing), " +
    'gender secret|male|female, birthday YYYY-MM-DD not after today (Asia/Shanghai) or null to clear, bio up to 100 characters ' +
    '(lines allowed). Answers the user info as it now is.',
  request: z.strictObject({
    nickname: nicknameField.optional(),
    gender: z.enum(GENDERS).optional(),
    birthday: birthdayField.nullable().optional(),
    bio: textField({ multiline: true })
      .trim()
      .refine((v) => length(v) <= BIO_MAX_LENGTH, tipKey('bioTooLong'))
      .optional(),
  }),
  response: userProfile,
});

export const userAvatar = endpoint({
  method: 'POST',
  path: '/api/app/user/avatar',
  access: 'registered',
  summary:
    'Make an image the caller uploaded with upload/img their avatar: it is cropped to a centred 256×256 square, stored as a new ' +
    'image served like every other (image codec) and kept (claimed); the uploaded original is left to the sweep of unclaimed uploads. ' +
    'Answers the user info with the new avatar path.',
  request: z.strictObject({
    path: textField().regex(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/, tipKey('avatarNotUploaded')),
  }),
  response: userProfile,
});

export const userChangePassword = endpoint({
  method: 'POST',
  path: '/api/app/user/changePassword',
  access: 'registered',
  summary:
    'Change the password: the current one is required (wrong: code 4106; wrong tries count against the same limit as sign-in). ' +
    'The new one follows the sign-up rules. Every other session of the user ends at once, and the account card is revoked; the calling one stays signed in.',
  request: z
    .strictObject({
      oldPassword: textField({ required: 'enterOldPassword', direction: 'keep' }).min(1, tipKey('enterOldPassword')).max(PASSWORD_MAX_LENGTH, tipKey('passwordTooLong')),
      newPassword: passwordField,
      confirmPassword: textField({ required: 'enterConfirmPassword', direction: 'keep' }).min(1, tipKey('enterConfirmPassword')).max(PASSWORD_MAX_LENGTH, tipKey('passwordTooLong')),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: tipKey('passwordsDiffer'), path: ['confirmPassword'] })
    .refine((v) => v.newPassword !== v.oldPassword, { message: tipKey('passwordUnchanged'), path: ['newPassword'] }),
  response: z.object({
    /** How many other sessions were signed out. */
    signedOut: z.number().int(),
    /** Whether an account card was in force (it no longer is). */
    cardRevoked: z.boolean(),
  }),
});

export const loginBefore = endpoint({
  method: 'POST',
  path: '/api/app/login/before',
  access: 'optional',
  summary:
    'What the sign-in form should know before it submits an account: lockedForSeconds (0 when a sign-in may be tried now; else the ' +
    'seconds until the account or this address may try again) and attemptsLeft (tries before the lock). Unknown accounts are counted ' +
    'like known ones, so the answer says nothing about whether an account exists. Asking counts as no attempt.',
  request: z.strictObject({
    account: textField({ required: 'enterAccount' }).trim().min(1, tipKey('enterAccount')).max(ACCOUNT_MAX_LENGTH, tipKey('accountTooLong')),
  }),
  response: z.object({ lockedForSeconds: z.number().int(), attemptsLeft: z.number().int() }),
});

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const profileEndpoints = {
  userInfoModify,
  userAvatar,
  userChangePassword,
  loginBefore,
} satisfies Record<string, Endpoint>;
