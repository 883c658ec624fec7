import { describe, expect, it } from 'vitest';
import { api } from './endpoints/index.ts';
import { callingCodeOf, maskMobile, PHONE_COUNTRIES, toE164 } from './phone.ts';

describe('phone numbers', () => {
  it('E.164 from a number typed for a region; a + number keeps its own country', () => {
    expect(toE164('138 0013 8000', 'CN')).toBe('+8613800138000');
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164('+852 9123 4567', 'CN')).toBe('+85291234567');
    expect(toE164('9123 4567', 'HK')).toBe('+85291234567');
  });

  it('only mobile numbers: landlines, short and made-up numbers and unknown regions are refused', () => {
    for (const [mobile, country] of [
      ['010 1234 5678', 'CN'],
      ['1380013800', 'CN'],
      ['99999999999', 'CN'],
      ['13800138000', 'ZZ'],
      ['', 'CN'],
    ]) expect(toE164(mobile, country), `${mobile} ${country}`).toBeNull();
  });

  it('masks the middle and names every offered region with its calling code', () => {
    expect(maskMobile('+8613800138000')).toBe('+86 138****8000');
    expect(maskMobile('+85291234567')).toBe('+852 912****4567');
    for (const country of PHONE_COUNTRIES) expect(callingCodeOf(country), country).toMatch(/^\d{1,3}$/);
    expect(callingCodeOf('ZZ')).toBeNull();
  });

  it('the request schemas refuse a bad number with the catalogue key on the mobile field', () => {
    const bad = api.loginPhone.request.safeParse({ mobile: '12345', country: 'CN', code: '123456' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['mobile'], message: 'mobileInvalid' });
    const country = api.loginCaptcha.request.safeParse({ mobile: '13800138000', country: 'XX', purpose: 'login' });
    expect(country.error?.issues[0]).toMatchObject({ path: ['country'], message: 'countryInvalid' });
    expect(api.loginCaptcha.request.safeParse({ mobile: '13800138000', country: 'CN', purpose: 'login' }).success).toBe(true);
  });
});
