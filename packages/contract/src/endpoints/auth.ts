import { z } from 'zod';
import { tipKey } from '../i18n/index.ts';
import { ACCOUNT_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.ts';
import { endpoint, empty, type Endpoint } from './define.ts';
import { userInfo, userProfile } from './shared.ts';
import { textField } from './text-field.ts';

/**
 * Server-side account and password rules: the spec's minimums (checked by the client popup with its own texts
 * and order), plus a maximum and an account alphabet.
 */
export const accountField = textField({ required: 'enterAccount' })
  .trim()
  .min(1, tipKey('enterAccount'))
  .min(6, tipKey('signUpAccountTooShort'))
  .max(ACCOUNT_MAX_LENGTH, tipKey('accountTooLong'))
  .regex(/^[A-Za-z0-9_]+$/, tipKey('accountFormat'));

export const passwordField = textField({ required: 'enterPassword', direction: 'keep' })
  .min(1, tipKey('enterPassword'))
  .min(6, tipKey('signUpPasswordTooShort'))
  .max(PASSWORD_MAX_LENGTH, tipKey('passwordTooLong'));

const session = z.object({ token: z.string(), userInfo });

/**
 * A guest's device secret: issued by the server at the device's first guest sign-in, kept by the client and sent
 * only to login/guest, so that the device id (public: it travels with every call) is not enough to resume a guest.
 */
export const deviceSecretField = textField().regex(/^[A-Za-z0-9_-]{0,128}$/, tipKey('deviceSecretFormat'));

export const loginGuest = endpoint({
  method: 'POST',
  path: '/api/app/login/guest',
  access: 'none',
  summary:
    'Guest login by device id. A returning guest proves its device with the deviceSecret issued at its first guest login; ' +
    'without it, or with a wrong one, a new guest is created and its deviceSecret is returned (once: keep it). ' +
    'affCode is base64url(JSON {dc, pc}) of the landing URL, or empty.',
  request: z.strictObject({
    devID: textField().regex(/^[A-Za-z0-9_-]{8,64}$/, tipKey('deviceIdFormat')),
    deviceSecret: deviceSecretField.optional(),
    affCode: textField().max(512).optional(),
  }),
  response: session.extend({
    /** Only when a new guest device was created: the secret to send with the next login/guest of this device. */
    deviceSecret: z.string().optional(),
  }),
});

export const loginOfficial = endpoint({
  method: 'POST',
  path: '/api/app/login/official',
  access: 'none',
  summary: 'Sign in with account and password. Every sign-in issues a new token.',
  request: z.strictObject({
    account: textField({ required: 'enterAccount' }).trim().min(1, tipKey('enterAccount')).min(6, tipKey('signInAccountTooShort')).max(ACCOUNT_MAX_LENGTH, tipKey('accountTooLong')),
    password: textField({ required: 'enterPassword', direction: 'keep' }).min(1, tipKey('enterPassword')).min(6, tipKey('signInPasswordTooShort')).max(PASSWORD_MAX_LENGTH, tipKey('passwordTooLong')),
  }),
  response: session,
});

export const loginAccountCreate = endpoint({
  method: 'POST',
  path: '/api/app/login/account/create',
  access: 'optional',
  summary: 'Sign up. A guest caller is upgraded in place (keeping its history); the answer carries a new token.',
  request: z
    .strictObject({
      account: accountField,
      password: passwordField,
      confirmPassword: textField({ required: 'enterConfirmPassword', direction: 'keep' }).min(1, tipKey('enterConfirmPassword')).max(PASSWORD_MAX_LENGTH, tipKey('passwordTooLong')),
    })
    .refine((v) => v.password === v.confirmPassword, { message: tipKey('passwordsDiffer'), path: ['confirmPassword'] }),
  response: session,
});

export const userInfoCall = endpoint({
  method: 'POST',
  path: '/api/app/user/info',
  access: 'user',
  summary: "The caller's user info, with the points balance and the level (from the points earned in all, LEVEL_THRESHOLDS).",
  request: empty,
  response: userProfile.extend({ points: z.number().int(), level: z.number().int() }),
});

export const userLogout = endpoint({
  method: 'POST',
  path: '/api/app/user/logout',
  access: 'user',
  summary: "Revoke the caller's token.",
  request: empty,
  response: z.null(),
});

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const authEndpoints = {
  loginGuest,
  loginOfficial,
  loginAccountCreate,
  userInfo: userInfoCall,
  userLogout,
} satisfies Record<string, Endpoint>;
