/**
 * The login popup's checks, in the spec's order (section 5), one error at a time, each in its slot. The
 * confirmation errors show in the password slot. Texts in the given language (the spec's zh-CN by default).
 */
import { ACCOUNT_MIN_LENGTH, DEFAULT_LOCALE, PASSWORD_MIN_LENGTH, catalogues, type Locale } from '@md/contract/client';

export type FieldName = 'account' | 'password' | 'confirmPassword';
export type FieldError = { field: FieldName; message: string } | null;

export function validateSignIn(form: { account: string; password: string }, locale: Locale = DEFAULT_LOCALE): FieldError {
  const texts = catalogues[locale];
  if (!form.account) return { field: 'account', message: texts.enterAccount };
  if (!form.password) return { field: 'password', message: texts.enterPassword };
  if (form.account.length < ACCOUNT_MIN_LENGTH) return { field: 'account', message: texts.signInAccountTooShort };
  if (form.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: texts.signInPasswordTooShort };
  return null;
}

export function validateSignUp(form: { account: string; password: string; confirmPassword: string }, locale: Locale = DEFAULT_LOCALE): FieldError {
  const texts = catalogues[locale];
  if (!form.account) return { field: 'account', message: texts.enterAccount };
  if (!form.password) return { field: 'password', message: texts.enterPassword };
  if (!form.confirmPassword) return { field: 'confirmPassword', message: texts.enterConfirmPassword };
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: texts.passwordsDiffer };
  if (form.account.length < ACCOUNT_MIN_LENGTH) return { field: 'account', message: texts.signUpAccountTooShort };
  if (form.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: texts.signUpPasswordTooShort };
  return null;
}

/** Buttons stay disabled until every required field has something in it. */
export const canSubmitSignIn = (form: { account: string; password: string }) => Boolean(form.account && form.password);
export const canSubmitSignUp = (form: { account: string; password: string; confirmPassword: string }) =>
  Boolean(form.account && form.password && form.confirmPassword);

/** Which field a server's refusal is about, from its tip (the server's tips are the shared catalogue's texts). */
export function fieldOfTip(tip: string, fallback: FieldName, locale: Locale = DEFAULT_LOCALE): FieldName {
  const texts = catalogues[locale];
  const account = [texts.enterAccount, texts.accountTaken, texts.accountFormat, texts.accountTooLong, texts.signInAccountTooShort, texts.signUpAccountTooShort];
  const password = [texts.enterPassword, texts.passwordTooLong, texts.signInPasswordTooShort, texts.signUpPasswordTooShort, texts.wrongCredentials];
  if (account.some((text) => tip.includes(text))) return 'account';
  if (password.some((text) => tip.includes(text))) return 'password';
  return fallback;
}
