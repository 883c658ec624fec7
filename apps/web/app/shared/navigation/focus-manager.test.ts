import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findMarked, markOf, opensNewPage } from './focus-manager.tsx';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('opensNewPage: which page changes give the focus to the new page', () => {
  it('the first load does not (there is no page before it)', () => {
    expect(opensNewPage(null, at('/'), NavigationType.Pop)).toBe(false);
  });

  it('another path does, pushed or replaced (a sign-in sends on to its redirect with replace)', () => {
    expect(opensNewPage(at('/'), at('/videoDetails', '?id=5'), NavigationType.Push)).toBe(true);
    expect(opensNewPage(at('/login', '?redirect=%2Fmine'), at('/mine'), NavigationType.Replace)).toBe(true);
  });

  it('other parameters pushed do (another video, another search); replaced they are the page\'s own view', () => {
    expect(opensNewPage(at('/videoDetails', '?id=5'), at('/videoDetails', '?id=6'), NavigationType.Push)).toBe(true);
    expect(opensNewPage(at('/'), at('/', '?id=10783&tit=x'), NavigationType.Replace)).toBe(false);
    expect(opensNewPage(at('/tagDetails', '?tid=1'), at('/tagDetails', '?tid=1&sort=hot'), NavigationType.Replace)).toBe(false);
  });

  it('back and forward do not (the page comes back where it was), nor the same address again (a #hash)', () => {
    expect(opensNewPage(at('/videoDetails', '?id=5'), at('/'), NavigationType.Pop)).toBe(false);
    expect(opensNewPage(at('/'), at('/'), NavigationType.Push)).toBe(false);
  });
});

describe('markOf and findMarked: what had the focus on a page left, found again when the page is drawn again', () => {
  const draw = (html: string) => {
    document.body.innerHTML = html;
  };

  it('a link by its address and its place among links to the same address, whatever its text has become', () => {
    draw('<a href="/videoDetails?id=1">一 1次</a><a href="/videoDetails?id=2">二</a><a href="/videoDetails?id=1">一 again</a>');
    const mark = markOf(document.querySelectorAll('a')[2] ?? null);
    expect(mark).toEqual({ tag: 'a', id: null, href: '/videoDetails?id=1', name: '', index: 1 });
    // Drawn again, its counts changed and a link added before it.
    draw('<a href="/x">x</a><a href="/videoDetails?id=1">一 2次</a><a href="/videoDetails?id=2">二</a><a href="/videoDetails?id=1">一 2次</a>');
    expect(findMarked(mark!)).toBe(document.querySelectorAll('a')[3]);
  });

  it('a button by its name (its label first), not by an address; the one at its place, or the last alike when asked', () => {
    draw('<button>播放</button><button aria-label="关闭">×</button><button aria-label="关闭">×</button>');
    const mark = markOf(document.querySelectorAll('button')[2] ?? null);
    expect(mark).toEqual({ tag: 'button', id: null, href: null, name: '关闭', index: 1 });
    // Fewer drawn: not yet there while the page may still be drawing; the last alike once it has drawn what it will.
    draw('<button aria-label="关闭">×</button><button>播放</button>');
    expect(findMarked(mark!)).toBeNull();
    expect(findMarked(mark!, true)).toBe(document.querySelector('[aria-label="关闭"]'));
    draw('<button>播放</button>');
    expect(findMarked(mark!, true)).toBeNull();
  });

  it('an element with an id by its id alone; a generic element without one is not marked', () => {
    draw('<h1 id="video-title" tabindex="-1">海边</h1><section tabindex="-1">简介</section>');
    const mark = markOf(document.getElementById('video-title'));
    expect(mark).toEqual({ tag: 'h1', id: 'video-title', href: null, name: '', index: 0 });
    draw('<p>x</p><h1 id="video-title">另一个标题</h1>');
    expect(findMarked(mark!)).toBe(document.getElementById('video-title'));
    draw('<h1 id="video-title-2">海边</h1>');
    expect(findMarked(mark!)).toBeNull();
    draw('<section tabindex="-1">简介</section>');
    expect(markOf(document.querySelector('section'))).toBeNull();
  });

  it('nothing for the body or an element no longer in the page', () => {
    draw('<button>播放</button>');
    expect(markOf(document.body)).toBeNull();
    const gone = document.createElement('button');
    expect(markOf(gone)).toBeNull();
  });
});
