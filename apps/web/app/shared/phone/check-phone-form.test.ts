// @vitest-environment node
import { text } from '@md/contract/client';
import { describe, expect, it } from 'vitest';
import { checkPhoneForm } from './check-phone-form.ts';

const tips = (key: 'enterMobile' | 'mobileInvalid' | 'enterSmsCode' | 'smsCodeFormat') => text('zh-CN', key);

describe('phone form checks, one at a time in the order of the fields', () => {
  it.each([
    [{ country: 'CN', mobile: '', code: '' }, 'mobile', '请输入手机号'],
    [{ country: 'CN', mobile: '12345', code: '' }, 'mobile', '手机号格式不正确'],
    [{ country: 'CN', mobile: '010 1234 5678', code: '123456' }, 'mobile', '手机号格式不正确'],
    [{ country: 'CN', mobile: '13800138000', code: '' }, 'code', '请输入验证码'],
    [{ country: 'CN', mobile: '13800138000', code: '12345' }, 'code', '验证码为6位数字'],
    [{ country: 'CN', mobile: '13800138000', code: '123456', oldCode: '' }, 'oldCode', '请输入验证码'],
    [{ country: 'CN', mobile: '', code: '', oldCode: '12' }, 'oldCode', '验证码为6位数字'],
  ])('%j → %s: %s', (form, field, message) => {
    expect(checkPhoneForm(tips, form)).toEqual({ field, message });
  });

  it('passes a valid number of the chosen region with its code', () => {
    expect(checkPhoneForm(tips, { country: 'CN', mobile: '138 0013 8000', code: '123456' })).toBeNull();
    expect(checkPhoneForm(tips, { country: 'HK', mobile: '9123 4567', code: '123456', oldCode: '654321' })).toBeNull();
    expect(checkPhoneForm(tips, { country: 'US', mobile: '9123 4567', code: '123456' })).toEqual({ field: 'mobile', message: '手机号格式不正确' });
  });
});
