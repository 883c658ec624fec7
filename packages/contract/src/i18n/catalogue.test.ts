import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueTip } from '../validation.ts';
import { enUS } from './en-US.ts';
import { fillText, pickLocale, registerCatalogue, text, textVars, tipText, zhCN } from './index.ts';

registerCatalogue('en-US', enUS);

describe('the shared catalogue', () => {
  it('has exactly the keys of zh-CN in en-US, with the same {{vars}}', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
      expect(textVars(enUS[key]), key).toEqual(textVars(zhCN[key]));
      expect(enUS[key].trim().length, key).toBeGreaterThan(0);
    }
  });

  it('keeps English free of CJK text', () => {
    for (const value of Object.values(enUS)) expect(value).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
  });

  it('fills variables and turns a tip into text in either language', () => {
    expect(text('zh-CN', 'minutesAgo', { count: 5 })).toBe('5分钟前');
    expect(tipText('en-US', { key: 'unknownFields', vars: { keys: 'role' } })).toBe('Invalid request: unsupported field role');
    expect(tipText('zh-CN', 'wrongCredentials')).toBe('账号或密码错误');
    expect(tipText('en-US', 'wrongCredentials')).toBe('Wrong account or password');
  });
});

describe('pickLocale', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['fr-FR,en;q=0.5,zh;q=0.4', 'en-US'],
    ['zh;q=0.4,en;q=0.5', 'en-US'],
    ['fr-FR, de', 'zh-CN'],
    ['en;q=0', 'zh-CN'],
    ['*', 'zh-CN'],
  ])('%s → %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });
});

describe('firstIssueTip', () => {
  it('carries our own messages as catalogue keys and zod details as values', () => {
    const schema = z.strictObject({ name: z.string().min(6, 'signUpAccountTooShort'), age: z.number().optional() });
    expect(firstIssueTip(schema.safeParse({ name: 'abc' }).error!)).toBe('signUpAccountTooShort');
    expect(firstIssueTip(schema.safeParse({ name: 'abcdefg', role: 1 }).error!)).toEqual({ key: 'unknownFields', vars: { keys: 'role' } });
    const detail = firstIssueTip(schema.safeParse({ name: 'abcdefg', age: 'x' }).error!);
    expect(detail).toMatchObject({ key: 'badRequestField', vars: { field: 'age' } });
  });

  it('picks a plural form by the language\'s rules, then fills the placeholders (a value is never read as syntax)', () => {
    const views = '{count, plural, =0 {no views} one {# view} other {# views}} by {{name}}';
    expect(fillText(views, { count: 1, name: 'a' }, 'en-US')).toBe('1 view by a');
    expect(fillText(views, { count: 0, name: 'a' }, 'en-US')).toBe('no views by a');
    expect(fillText(views, { count: 12, name: 'a' }, 'en-US')).toBe('12 views by a');
    // A count shown shortened is not a number: the general form.
    expect(fillText(views, { count: '1.2K', name: 'a' }, 'en-US')).toBe('1.2K views by a');
    expect(fillText(views, { count: 2, name: '{{count}} #' }, 'en-US')).toBe('2 views by {{count}} #');
    // Without its count the construct stays as written, as an unknown placeholder does.
    expect(fillText(views, { name: 'a' }, 'en-US')).toBe('{count, plural, =0 {no views} one {# view} other {# views}} by a');
    expect(textVars(views)).toEqual(['count', 'name']);
  });
});
