/**
 * The login popup's checks, in the spec's order (section 5), one error at a time, each in its slot. The
 * confirmation errors show in the password slot.
 */
import { ACCOUNT_MIN_LENGTH, PASSWORD_MIN_LENGTH, zhCN } from '@md/contract/client';

export type FieldError = { field: 'account' | 'password'; message: string } | null;

export function validateSignIn(form: { account: string; password: string }): FieldError {
  if (!form.account) return { field: 'account', message: zhCN.enterAccount };
  if (!form.password) return { field: 'password', message: zhCN.enterPassword };
  if (form.account.length < ACCOUNT_MIN_LENGTH) return { field: 'account', message: zhCN.signInAccountTooShort };
  if (form.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: zhCN.signInPasswordTooShort };
  return null;
}

export function validateSignUp(form: { account: string; password: string; confirmPassword: string }): FieldError {
  if (!form.account) return { field: 'account', message: zhCN.enterAccount };
  if (!form.password) return { field: 'password', message: zhCN.enterPassword };
  if (!form.confirmPassword) return { field: 'password', message: zhCN.enterConfirmPassword };
  if (form.password !== form.confirmPassword) return { field: 'password', message: zhCN.passwordsDiffer };
  if (form.account.length < ACCOUNT_MIN_LENGTH) return { field: 'account', message: zhCN.signUpAccountTooShort };
  if (form.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: zhCN.signUpPasswordTooShort };
  return null;
}

/** Buttons stay disabled until every required field has something in it. */
export const canSubmitSignIn = (form: { account: string; password: string }) => Boolean(form.account && form.password);
export const canSubmitSignUp = (form: { account: string; password: string; confirmPassword: string }) =>
  Boolean(form.account && form.password && form.confirmPassword);
