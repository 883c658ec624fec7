/**
 * Phone numbers and SMS codes (spec section 7: login/captcha, login/bindMobile, login/phone, user/changeMobile).
 * The spec's sign-in form has `mobile` and `country` fields: a number is those two, checked as E.164 with
 * libphonenumber-js's mobile metadata (a code can only go to a mobile), and stored and returned in E.164 (`+8613800138000`). Fields beyond the spec's are ours.
 */
import { isSupportedCountry } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, SMS_CODE_LENGTH, SMS_PURPOSES } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { toE164 } from '../phone.ts';
import { endpoint, type Endpoint } from './define.ts';
import { userInfo } from './shared.ts';
import { textField } from './text-field.ts';

const mobileField = textField({ required: 'enterMobile' })
  .trim()
  .min(1, tipKey('enterMobile'))
  .max(24, tipKey('mobileInvalid'))
  .regex(/^\+?[0-9 ()-]+$/, tipKey('mobileInvalid'));
const countryField = textField({ required: 'countryInvalid' }).regex(/^[A-Z]{2}$/, tipKey('countryInvalid'));
const codeField = textField({ required: 'enterSmsCode' })
  .min(1, tipKey('enterSmsCode'))
  .regex(new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`), tipKey('smsCodeFormat'));

const phoneShape = { mobile: mobileField, country: countryField };

/** Refuses a mobile and country that do not make a valid number (the message on the mobile field). */
function validNumber(value: { mobile: string; country: string }, ctx: z.RefinementCtx) {
  if (!isSupportedCountry(value.country)) ctx.addIssue({ code: 'custom', message: tipKey('countryInvalid'), path: ['country'] });
  else if (!toE164(value.mobile, value.country)) ctx.addIssue({ code: 'custom', message: tipKey('mobileInvalid'), path: ['mobile'] });
}

export const smsPurpose = z.enum(SMS_PURPOSES);

export const loginCaptcha = endpoint({
  method: 'POST',
  path: '/api/app/login/captcha',
  access: 'optional',
  summary:
    'Send a 6-digit code by SMS, for one purpose: login (anyone), bind (a signed-in user without a number), changeOld ' +
    "(the caller's current number), changeNew (a new number for the caller). Valid 5 minutes; one send per number per " +
    '60 s; at most 10 sends a day per number and per address (429 with Retry-After); bind and changeNew refuse a number ' +
    'of another account (4111).',
  request: z.strictObject({ ...phoneShape, purpose: smsPurpose }).superRefine(validNumber),
  response: z.object({
    /** Seconds before the same number may be sent another code. */
    resendAfter: z.number().int(),
    /** Seconds the code is valid. */
    expiresIn: z.number().int(),
  }),
});

const session = z.object({ token: z.string(), userInfo });

export const loginPhone = endpoint({
  method: 'POST',
  path: '/api/app/login/phone',
  access: 'optional',
  summary:
    'Sign in with a number and a login code; a new number signs up. A guest caller signing up is upgraded in place ' +
    '(keeping its history) and its old tokens end; signing in to an existing account leaves the guest behind, as ' +
    'login/official does. Every success issues a new token.',
  request: z.strictObject({ ...phoneShape, code: codeField }).superRefine(validNumber),
  response: session.extend({ created: z.boolean() }),
});

export const loginBindMobile = endpoint({
  method: 'POST',
  path: '/api/app/login/bindMobile',
  access: 'user',
  summary:
    'Bind a number to the caller (a guest or an account without one) with a bind code. A guest becomes registered. ' +
    'An account with a password confirms it (`password`; missing: 4000, wrong: 4106, wrong tries counted as for a password ' +
    'change), so a session alone cannot add a way in that outlives a password change. ' +
    'Refused when the caller has a number (4112) or the number belongs to another account (4111).',
  request: z
    .strictObject({ ...phoneShape, code: codeField, password: textField({ direction: 'keep' }).max(PASSWORD_MAX_LENGTH, tipKey('passwordTooLong')).optional() })
    .superRefine(validNumber),
  response: userInfo,
});

export const userChangeMobile = endpoint({
  method: 'POST',
  path: '/api/app/user/changeMobile',
  access: 'registered',
  summary:
    "Move the caller's account to a new number: `oldCode` is a changeOld code sent to the current number, `code` a " +
    'changeNew code sent to the new one. Both are checked before either is used up.',
  request: z.strictObject({ ...phoneShape, code: codeField, oldCode: codeField }).superRefine(validNumber),
  response: userInfo,
});

/** This area's calls, under the names they have in `api`. */
export const phoneEndpoints = {
  loginCaptcha,
  loginPhone,
  loginBindMobile,
  userChangeMobile,
} satisfies Record<string, Endpoint>;
