// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canSubmitSignIn, canSubmitSignUp, fieldOfTip, validateSignIn, validateSignUp } from './validation.ts';

describe('sign-in validation, in the spec order', () => {
  it.each([
    [{ account: '', password: '' }, 'account', '请输入账号'],
    [{ account: 'ab', password: '' }, 'password', '请输入密码'],
    [{ account: 'ab', password: 'x' }, 'account', '账号长度不少于6位'],
    [{ account: 'abcdef', password: 'x' }, 'password', '密码长度不少于6位'],
  ])('%j → %s: %s', (form, field, message) => {
    expect(validateSignIn(form)).toEqual({ field, message });
  });

  it('passes a complete form and enables the button only when both fields have text', () => {
    expect(validateSignIn({ account: 'abcdef', password: 'secret' })).toBeNull();
    expect(canSubmitSignIn({ account: 'a', password: '' })).toBe(false);
    expect(canSubmitSignIn({ account: 'a', password: 'b' })).toBe(true);
  });
});

describe('sign-up validation, in the spec order', () => {
  it.each([
    [{ account: '', password: '', confirmPassword: '' }, 'account', '请输入账号'],
    [{ account: 'a', password: '', confirmPassword: '' }, 'password', '请输入密码'],
    [{ account: 'a', password: 'b', confirmPassword: '' }, 'confirmPassword', '请输入确认密码'],
    [{ account: 'a', password: 'b', confirmPassword: 'c' }, 'confirmPassword', '两次密码不一致 请重新确认'],
    [{ account: 'a', password: 'b', confirmPassword: 'b' }, 'account', '账号不少于6位'],
    [{ account: 'abcdef', password: 'b', confirmPassword: 'b' }, 'password', '密码不少于6位'],
  ])('%j → %s: %s', (form, field, message) => {
    expect(validateSignUp(form)).toEqual({ field, message });
  });

  it('passes a complete form; the button needs all three fields', () => {
    expect(validateSignUp({ account: 'abcdef', password: 'secret', confirmPassword: 'secret' })).toBeNull();
    expect(canSubmitSignUp({ account: 'a', password: 'b', confirmPassword: '' })).toBe(false);
    expect(canSubmitSignUp({ account: 'a', password: 'b', confirmPassword: 'c' })).toBe(true);
  });
});

describe('a server refusal goes under the field it is about', () => {
  it.each([
    ['该账号已被注册', 'account'],
    ['请求参数有误：请输入账号', 'account'],
    ['账号或密码错误', 'password'],
    ['操作过于频繁，请稍后再试', 'confirmPassword'],
  ])('%s → %s', (tip, field) => {
    expect(fieldOfTip(tip, 'confirmPassword')).toBe(field);
  });
});
