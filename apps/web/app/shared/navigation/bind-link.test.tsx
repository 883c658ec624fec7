import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BindLink } from './bind-link.tsx';
import { inSection } from './bind-target.ts';

afterEach(cleanup);

const item = (fields: Partial<Parameters<typeof BindLink>[0]['item']>) => ({ bindType: 0, bindInt: null, bindStr: null, jumpType: 0, contentType: 0, name: '名称', ...fields });
const home = item({ bindType: 1, bindInt: 10782, bindStr: '首页', name: '首页' });
const tagList = item({ bindType: 4, jumpType: 1, bindStr: '/tagList', name: '标签' });
const oneTag = item({ bindType: 3, bindInt: 3, contentType: 2, name: '一个标签' });

function shownAt(at: string, link: Parameters<typeof BindLink>[0]['item'], match?: 'page' | 'section') {
  cleanup();
  render(
    <MemoryRouter initialEntries={[at]}>
      <BindLink item={link} match={match}>
        {link.name}
      </BindLink>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: link.name }).getAttribute('aria-current');
}

describe('BindLink marks the current page', () => {
  it('by the whole address by default (a menu)', () => {
    expect(shownAt('/tagList', tagList)).toBe('page');
    expect(shownAt('/tagDetails?tid=3&contentType=2', oneTag)).toBe('page');
    expect(shownAt('/tagDetails?tid=4&contentType=2', oneTag)).toBeNull();
    expect(shownAt('/actressList', tagList)).toBeNull();
  });

  it('by the path alone for a tab bar (home is home whatever its tab)', () => {
    expect(shownAt('/', home, 'section')).toBe('page');
    expect(shownAt('/?id=10783&tit=%E6%9C%80%E6%96%B0', home, 'section')).toBe('page');
    expect(shownAt('/mine', home, 'section')).toBeNull();
  });

  it("a tab bar's tab is also the current one of its set on the pages below it", () => {
    const mine = item({ bindType: 4, jumpType: 1, bindStr: '/mine', name: '我的' });
    expect(shownAt('/mine', mine, 'section')).toBe('page');
    expect(shownAt('/mine/history', mine, 'section')).toBe('true');
    expect(shownAt('/mine/history', mine)).toBeNull();
    expect(shownAt('/mineral', mine, 'section')).toBeNull();
    expect(shownAt('/tagDetails', tagList, 'section')).toBeNull();
  });

  it('an item to an outside address or to nowhere is never the current section', () => {
    expect(inSection('', '/mine')).toBe(false);
    expect(inSection('', '/')).toBe(false);
    expect(inSection('/', '/mine')).toBe(false);
  });

  it('gives the address to open in a new tab', () => {
    shownAt('/mine', tagList);
    expect(screen.getByRole('link', { name: '标签' }).getAttribute('href')).toBe('/tagList');
  });
});
