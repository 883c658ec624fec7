/**
 * Phone numbers: codes sent for a purpose, then used to sign in, bind or change a number (decision 0035). Accounts
 * are the auth domain's: this domain checks the codes and calls its service.
 */
import { Code, SMS_CODE_TTL_SECONDS, toE164, type api, type Locale } from '@md/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ApiError, loginExpired } from '../../lib/errors.ts';
import { bindMobileTo, changeMobileOf, confirmAccountPassword, mobileTaken, phoneSession, userIdByMobile, type AuthedUser } from '../auth/service.ts';
import { discardCode, issueCode, restoreCode, useCode, type CodeTarget } from './codes.ts';
import { sendSms, smsText } from './sms.ts';

type NumberInput = { mobile: string; country: string };

/** The E.164 form of a number the contract has already checked. */
function e164(input: NumberInput): string {
  const number = toE164(input.mobile, input.country);
  if (!number) throw new ApiError(400, Code.badRequest, 'mobileInvalid');
  return number;
}

const stateRefused = (tip: 'mobileAlreadyBound' | 'mobileNotBound' | 'mobileSame' | 'mobileOldWrong') => new ApiError(200, Code.mobileState, tip);

/** Refuses a number that belongs to an account other than `userId`. */
async function refuseTaken(deps: Deps, mobile: string, userId: number) {
  const owner = await userIdByMobile(deps, mobile);
  if (owner !== null && owner !== userId) throw mobileTaken();
}

/** Who a code of this purpose is for, checked against the caller's phone state before anything is sent. */
async function targetFor(deps: Deps, mobile: string, purpose: CodeTarget['purpose'], caller: AuthedUser | null): Promise<CodeTarget> {
  if (purpose === 'login') return { mobile, purpose, userId: null };
  if (!caller) throw loginExpired();
  if (purpose === 'bind') {
    if (caller.mobile) throw stateRefused('mobileAlreadyBound');
    await refuseTaken(deps, mobile, caller.id);
  } else if (!caller.mobile) {
    throw stateRefused('mobileNotBound');
  } else if (purpose === 'changeOld') {
    if (caller.mobile !== mobile) throw stateRefused('mobileOldWrong');
  } else {
    if (caller.mobile === mobile) throw stateRefused('mobileSame');
    await refuseTaken(deps, mobile, caller.id);
  }
  return { mobile, purpose, userId: caller.id };
}

export async function sendCaptcha(
  deps: Deps,
  input: z.output<typeof api.loginCaptcha.request>,
  caller: AuthedUser | null,
  ip: string,
  locale: Locale,
) {
  const target = await targetFor(deps, e164(input), input.purpose, caller);
  const { id, code } = await issueCode(deps, target, ip);
  try {
    await sendSms(deps, { to: target.mobile, code, purpose: target.purpose, locale, text: smsText(locale, code, SMS_CODE_TTL_SECONDS / 60) });
  } catch {
    await discardCode(deps, id);
    throw new ApiError(500, Code.internal, 'smsSendFailed');
  }
  return { resendAfter: deps.config.sms.resendSeconds, expiresIn: SMS_CODE_TTL_SECONDS };
}

export async function phoneLogin(deps: Deps, input: z.output<typeof api.loginPhone.request>, caller: AuthedUser | null, devId: string | null) {
  const mobile = e164(input);
  await useCode(deps, { mobile, purpose: 'login', userId: null }, input.code);
  return phoneSession(deps, mobile, caller, devId);
}

export async function bindMobile(deps: Deps, input: z.output<typeof api.loginBindMobile.request>, user: AuthedUser) {
  const mobile = e164(input);
  if (user.mobile) throw stateRefused('mobileAlreadyBound');
  await refuseTaken(deps, mobile, user.id);
  // Before the code is used up: a wrong password leaves it for the right one.
  const checked = await confirmAccountPassword(deps, user, input.password);
  await useCode(deps, { mobile, purpose: 'bind', userId: user.id }, input.code);
  return bindMobileTo(deps, user.id, mobile, checked);
}

export async function changeMobile(deps: Deps, input: z.output<typeof api.userChangeMobile.request>, user: AuthedUser) {
  const mobile = e164(input);
  if (!user.mobile) throw stateRefused('mobileNotBound');
  if (user.mobile === mobile) throw stateRefused('mobileSame');
  await refuseTaken(deps, mobile, user.id);
  const oldId = await useCode(deps, { mobile: user.mobile, purpose: 'changeOld', userId: user.id }, input.oldCode);
  try {
    await useCode(deps, { mobile, purpose: 'changeNew', userId: user.id }, input.code);
  } catch (error) {
    await restoreCode(deps, oldId);
    throw error;
  }
  return changeMobileOf(deps, user.id, user.mobile, mobile);
}

export { smsInbox, type SmsMessage, type SmsProvider } from './sms.ts';
