import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { opensNewPage } from './focus-manager.tsx';

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
