// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bindTarget, contentPath, navigationMode } from './bind-target.ts';

const item = (fields: Partial<Parameters<typeof bindTarget>[0]>) => ({
  bindType: 0,
  bindInt: null,
  bindStr: null,
  jumpType: 0,
  contentType: 0,
  name: '名称',
  ...fields,
});

describe('bindTarget', () => {
  it.each([
    ['0: nothing', item({ bindType: 0, bindInt: 5 }), { kind: 'none' }],
    ['1: home with id and title', item({ bindType: 1, bindInt: 10783, bindStr: '最新' }), { kind: 'internal', to: '/?id=10783&tit=%E6%9C%80%E6%96%B0' }],
    ['1: title falls back to the name', item({ bindType: 1, bindInt: 10783, name: '热门' }), { kind: 'internal', to: '/?id=10783&tit=%E7%83%AD%E9%97%A8' }],
    ['2: topic page', item({ bindType: 2, bindInt: 7 }), { kind: 'internal', to: '/topicsPage?id=7' }],
    ['3: tag details', item({ bindType: 3, bindInt: 3, contentType: 2 }), { kind: 'internal', to: '/tagDetails?tid=3&contentType=2' }],
    ['3: actress list when contentType is 8', item({ bindType: 3, bindInt: 121, contentType: 8 }), { kind: 'internal', to: '/actressList?tid=121' }],
    ['4: jumpType 1 pushes an internal path', item({ bindType: 4, jumpType: 1, bindStr: '/tagList' }), { kind: 'internal', to: '/tagList' }],
    ['4: otherwise an external link', item({ bindType: 4, jumpType: 0, bindStr: 'https://example.com/a' }), { kind: 'external', url: 'https://example.com/a' }],
    ['4: protocol-relative path refused', item({ bindType: 4, jumpType: 1, bindStr: '//evil.example/x' }), { kind: 'none' }],
    ['4: a path a browser reads as another host refused', item({ bindType: 4, jumpType: 1, bindStr: '/\t/evil.example' }), { kind: 'none' }],
    ['4: a path that resolves to another host refused', item({ bindType: 4, jumpType: 1, bindStr: '/.//evil.example' }), { kind: 'none' }],
    ['4: a backslash path refused', item({ bindType: 4, jumpType: 1, bindStr: '/\\evil.example' }), { kind: 'none' }],
    ['4: javascript: link refused', item({ bindType: 4, jumpType: 0, bindStr: 'javascript:alert(1)' }), { kind: 'none' }],
    ['5: actress page', item({ bindType: 5, bindInt: 9 }), { kind: 'internal', to: '/actressPage?id=9' }],
    ['6: tag details by category', item({ bindType: 6, bindInt: 2, contentType: 2 }), { kind: 'internal', to: '/tagDetails?tagCateId=2&sort=new' }],
    ['6: actress list by category when contentType is 8', item({ bindType: 6, bindInt: 9, contentType: 8 }), { kind: 'internal', to: '/actressList?tagCateId=9' }],
    ['unknown bindType', item({ bindType: 9, bindInt: 1 }), { kind: 'none' }],
    ['missing id', item({ bindType: 5 }), { kind: 'none' }],
  ])('%s', (_name, input, expected) => {
    expect(bindTarget(input)).toEqual(expected);
  });
});

describe('navigationMode', () => {
  it('replaces when already on the target route, pushes otherwise', () => {
    expect(navigationMode('/', '/?id=10783&tit=x')).toBe('replace');
    expect(navigationMode('/topicsPage', '/topicsPage?id=2')).toBe('replace');
    expect(navigationMode('/', '/topicsPage?id=2')).toBe('push');
  });
});

describe('contentPath', () => {
  it('routes by content type', () => {
    expect(contentPath(2, 5)).toBe('/videoDetails?id=5');
    expect(contentPath(8, 5)).toBe('/actressPage?id=5');
    expect(contentPath(3, 5)).toBeNull();
  });
});
