/** The checks of a phone form before it is sent (the server's rules, said at once): no React, no styles. */
import { toE164 } from '@md/contract/phone';

/** A phone form's fields that can carry an error. */
export type PhoneFieldName = 'mobile' | 'code' | 'oldCode' | 'password';
export type PhoneFieldError = { field: PhoneFieldName; message: string } | null;

/** The checks of a form before it is sent, one error at a time, in the fields' order. */
export function checkPhoneForm(
  tips: (key: 'enterMobile' | 'mobileInvalid' | 'enterSmsCode' | 'smsCodeFormat') => string,
  form: { mobile: string; country: string; code: string; oldCode?: string },
): PhoneFieldError {
  if (form.oldCode !== undefined) {
    if (!form.oldCode) return { field: 'oldCode', message: tips('enterSmsCode') };
    if (!/^\d{6}$/.test(form.oldCode)) return { field: 'oldCode', message: tips('smsCodeFormat') };
  }
  if (!form.mobile.trim()) return { field: 'mobile', message: tips('enterMobile') };
  if (!toE164(form.mobile, form.country)) return { field: 'mobile', message: tips('mobileInvalid') };
  if (!form.code) return { field: 'code', message: tips('enterSmsCode') };
  if (!/^\d{6}$/.test(form.code)) return { field: 'code', message: tips('smsCodeFormat') };
  return null;
}
