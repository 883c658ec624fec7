/**
 * Moving and sharing an account (spec section 7: user/qrcode, user/qrcode/info, user/shareqr, user/invite/*,
 * user/work/income). The spec names the calls only; fields are ours (decision 0036, docs/api.md).
 */
import { z } from 'zod';
import { tipKey } from '../i18n/index.ts';
import { endpoint, pageFields, pageOf, type Endpoint } from './define.ts';
import { userInfo } from './shared.ts';
import { textField } from './text-field.ts';

const cardState = z.object({
  id: z.number().int(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});

export const userQrcode = endpoint({
  method: 'POST',
  path: '/api/app/user/qrcode',
  access: 'user',
  summary:
    "The caller's account credential card. `show` answers the active card's dates (the credential itself is never " +
    'stored, only its hash); `issue` makes a new card, ending any earlier one, and answers its credential and QR image once; ' +
    '`revoke` ends the active card.',
  request: z.strictObject({ action: z.enum(['show', 'issue', 'revoke']).default('show') }),
  response: z.object({
    card: cardState.nullable(),
    /** Only when issued: the text to copy, and the same text as a PNG QR code (a data: URL). */
    credential: z.string().optional(),
    qrImage: z.string().optional(),
  }),
});

export const userQrcodeInfo = endpoint({
  method: 'POST',
  path: '/api/app/user/qrcode/info',
  access: 'none',
  summary:
    "Restore an account on this device with its card's credential (pasted or read from the QR image): a new session of that " +
    'account (the other devices keep theirs). Expired (4108), revoked (4109) and forged or mistyped (4107) cards are refused; ' +
    'attempts are limited per address.',
  request: z.strictObject({ credential: textField({ required: 'cardInvalid' }).trim().min(1, tipKey('cardInvalid')).max(256, tipKey('cardInvalid')) }),
  response: z.object({ token: z.string(), userInfo }),
});

export const userShareqr = endpoint({
  method: 'POST',
  path: '/api/app/user/shareqr',
  access: 'user',
  summary: "The share poster: the caller's invite code, the site's address with it (the share page's `pc`), and that address as a QR image.",
  request: z.strictObject({}),
  response: z.object({ affCode: z.string(), url: z.string(), qrImage: z.string() }),
});

export const userInviteList = endpoint({
  method: 'POST',
  path: '/api/app/user/invite/list',
  access: 'user',
  summary: "The people who signed up through the caller's invite code, newest first, with the points each earned the caller.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(
    z.object({ userId: z.number().int(), nickname: z.string(), avatar: z.string().nullable(), joinedAt: z.string(), points: z.number().int() }),
  ).extend({ affCode: z.string() }),
});

const incomeEntry = z.object({ id: z.number().int(), points: z.number().int(), ref: z.string().nullable(), createdAt: z.string() });

export const userInviteIncome = endpoint({
  method: 'POST',
  path: '/api/app/user/invite/income',
  access: 'user',
  summary: "The points the caller's invitees earned the caller (ledger entries of reason `invite`), newest first, and their sum.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(incomeEntry).extend({ totalPoints: z.number().int() }),
});

export const userWorkIncome = endpoint({
  method: 'POST',
  path: '/api/app/user/work/income',
  access: 'user',
  summary: "The points the caller's works earned (ledger entries of reason `work_income`), newest first, and their sum.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(incomeEntry).extend({ totalPoints: z.number().int() }),
});

export const sharingEndpoints = {
  userQrcode,
  userQrcodeInfo,
  userShareqr,
  userInviteList,
  userInviteIncome,
  userWorkIncome,
} satisfies Record<string, Endpoint>;
