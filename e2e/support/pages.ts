/** Every page of the route table, with parameters that exist in the seeded catalogue, for checks that visit them all. */
import fs from 'node:fs';
import path from 'node:path';

const ROUTES_FILE = path.resolve(import.meta.dirname, '../../apps/web/app/routes.ts');

/** The paths the web app's route table declares ('/' for the index, '*' for its not-found route). */
export function routeTablePaths(): string[] {
  const source = fs.readFileSync(ROUTES_FILE, 'utf8');
  const paths = [...source.matchAll(/\broute\('([^']+)'/g)].map((m) => (m[1] === '*' ? '*' : `/${m[1]}`));
  return /\bindex\(/.test(source) ? ['/', ...paths] : paths;
}

async function firstLink(baseUrl: string, from: string, pattern: RegExp) {
  const html = await (await fetch(baseUrl + from)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`no link matching ${pattern} on ${from}`);
  return match[0].replaceAll('&amp;', '&');
}

/** One address per route of the table, keyed by the route's path. */
export async function everyPage(baseUrl: string): Promise<Record<string, string>> {
  const videoDetails = await firstLink(baseUrl, '/', /\/videoDetails\?id=[^"'\s]+/);
  return {
    '/': '/',
    '/mine': '/mine',
    '/mine/history': '/mine/history',
    '/mine/collections': '/mine/collections',
    '/mine/points': '/mine/points',
    '/mine/rank': '/mine/rank',
    '/mine/comments': '/mine/comments',
    '/mine/lock': '/mine/lock',
    '/mine/videos': '/mine/videos',
    '/mine/reviews': '/mine/reviews',
    '/mine/posts': '/mine/posts',
    '/mine/works': '/mine/works',
    '/mine/lists': '/mine/lists',
    '/mine/profile': '/mine/profile',
    '/login': '/login?redirect=%2Fmine',
    '/mine/phone': '/mine/phone',
    '/sysMsg': '/sysMsg',
    '/noticeDetail': '/noticeDetail?id=1',
    '/post': '/post',
    '/postDetail': '/postDetail?id=1',
    '/nav/reviews': '/nav/reviews',
    '/reviewDetail': '/reviewDetail?id=1',
    '/tagReviews': '/tagReviews?tid=1',
    '/reviewWrite': '/reviewWrite?type=media&id=1',
    '/group': '/group',
    '/groupDetail': await firstLink(baseUrl, '/group', /\/groupDetail\?id=[^"'\s]+/),
    '/discuss': '/discuss',
    '/FAQ': '/FAQ',
    '/contactUs': '/contactUs',
    '/feedback': '/feedback',
    '/userAgreement': '/userAgreement',
    '/privacyPolicy': '/privacyPolicy',
    '/videoDetails': videoDetails,
    '/actressList': '/actressList',
    '/actressPage': await firstLink(baseUrl, videoDetails, /\/actressPage\?id=[^"'\s]+/),
    // The demo's group members are users without works: the creator page's empty state.
    '/creator': '/creator?uid=1',
    '/tagList': '/tagList',
    '/tagDetails': await firstLink(baseUrl, '/tagList', /\/tagDetails\?tid=[^"'\s]+/),
    '/topicsPage': await firstLink(baseUrl, '/', /\/topicsPage\?id=[^"'\s]+/),
    '/searchPage': '/searchPage',
    '/pcSearchPage': '/pcSearchPage',
    '/searchResult': `/searchResult?keyword=${encodeURIComponent('夜')}`,
    '/accountCard': '/accountCard',
    '/restoreAccount': '/restoreAccount',
    '/share': '/share',
    '/mine/invite': '/mine/invite',
    '*': '/no-such-page',
  };
}
