import { textVars } from '@md/contract/client';
import { describe, expect, it, vi } from 'vitest';
import { enUSWeb } from './en-US.ts';
import { NAMESPACES } from './i18n.ts';
import { localeOfMatches, localeOfRequest } from './locale.ts';
import { zhCNWeb } from './zh-CN.ts';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

describe('web resources', () => {
  const zh = flatten(zhCNWeb);
  const en = flatten(enUSWeb as Tree);

  it('declares every namespace of the catalogue (and the server tips)', () => {
    expect([...NAMESPACES].sort()).toEqual([...Object.keys(zhCNWeb), 'tips'].sort());
  });

  it('has exactly the keys of zh-CN in en-US, with the same {{vars}}, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh)) {
      expect(textVars(en[key]!), key).toEqual(textVars(zh[key]!));
      expect(en[key]!.length, key).toBeGreaterThan(0);
    }
  });

  it('keeps English free of CJK text', () => {
    for (const [key, value] of Object.entries(en)) expect(value, key).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
  });

  it("has the default language's texts at once, another language's once it is loaded", async () => {
    // Fresh modules, as a page starts: another file of this worker may have loaded English already.
    vi.resetModules();
    const { catalogues } = await import('@md/contract/client');
    const { hasLanguage, fixedT, loadLanguage } = await import('./i18n.ts');
    // Only the default language ships with the page: English shows the default's texts until it is loaded.
    expect(hasLanguage('en-US')).toBe(false);
    const english = fixedT('en-US');
    expect(english('auth:slogan')).toBe('登录后继续畅享高清视频');
    expect(catalogues['en-US'].wrongCredentials).toBe(catalogues['zh-CN'].wrongCredentials);
    await loadLanguage('en-US');
    expect(hasLanguage('en-US')).toBe(true);
    expect(catalogues['en-US'].wrongCredentials).toBe('Wrong account or password');
    expect(fixedT('zh-CN')('auth:slogan')).toBe('登录后继续畅享高清视频');
    // A `t` made before the tables came reads them once they are here.
    expect(english('auth:slogan')).toBe('Sign in to keep enjoying HD videos');
    expect(fixedT('en-US', 'tips')('wrongCredentials')).toBe('Wrong account or password');
    expect(fixedT('en-US', ['auth', 'tips'])('wrongCredentials')).toBe('Wrong account or password');
    expect(fixedT('en-US', 'auth')('common:pageTitle', { title: 'X' })).toMatch(/^X/);
    // English counts take their plural form; Chinese has one form.
    expect(fixedT('en-US', 'post')('views', { count: 1 })).toBe('1 view');
    expect(fixedT('en-US', 'post')('views', { count: 3 })).toBe('3 views');
    expect(fixedT('en-US', 'tips')('lockCodeWrong', { count: 1 })).toBe('Wrong lock code. 1 try left');
    expect(fixedT('zh-CN', 'post')('views', { count: 1 })).toBe('1次浏览');
  });
});

describe('looking a text up', () => {
  it('fills {{vars}}, reads nested keys, tries namespaces in order and names others with a prefix', async () => {
    const { fixedT } = await import('./i18n.ts');
    const mine = fixedT('zh-CN', 'mine');
    expect(mine('hoursMinutes', { hours: 2, minutes: 5 })).toBe('2 小时 5 分钟');
    expect(mine('reasons.checkin')).toBe('每日签到');
    expect(mine('common:pageTitle', { title: '片名' })).toBe(zhCNWeb.common.pageTitle.replace('{{title}}', '片名'));
    // The first namespace that has the key answers: `common` before `tips`, `tips` when `common` lacks it.
    const both = fixedT('zh-CN', ['common', 'tips']);
    expect(both('retry')).toBe(zhCNWeb.common.retry);
    expect(both('wrongCredentials')).toBe('账号或密码错误');
    // An unknown key (only reachable past the type-check) comes back as itself; a missing var stays visible.
    expect(mine('noSuchKey' as 'ledger')).toBe('noSuchKey');
    expect(mine('reasons' as 'ledger')).toBe('reasons');
    expect(mine('entryBalance')).toBe('余额 {{balance}}');
  });
});

describe('the language of a page request', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
  it.each([
    [{}, 'zh-CN'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'en-US'],
    [{ cookie: 'a=1; md_lang=en-US', 'accept-language': 'zh-CN' }, 'en-US'],
    [{ cookie: 'md_lang=zh-CN', 'accept-language': 'en' }, 'zh-CN'],
    [{ cookie: 'md_lang=fr', 'accept-language': 'en' }, 'en-US'],
    [{ cookie: 'md_lang="en-US"', 'accept-language': 'zh-CN' }, 'en-US'],
  ])('%j → %s', (headers, expected) => {
    expect(localeOfRequest(request(headers))).toBe(expected);
  });

  it('reads the root loader choice for meta, zh-CN without one', () => {
    expect(localeOfMatches([{ id: 'root', data: { locale: 'en-US' } }])).toBe('en-US');
    expect(localeOfMatches([{ id: 'root', data: null }])).toBe('zh-CN');
  });
});
