/**
 * Deterministic factories for the demo catalogue, shared by the seed and the tests. Item `i` of each kind comes
 * from its own random stream, so a slice of a million-video catalogue can be generated without the rest.
 */
import { ContentType, HOME_PAGE_ID } from '@md/contract';
import { CLIPS } from '../lib/clips.ts';
import { distinct, int, pick, popularity, rngFor } from './random.ts';
import * as W from './words.ts';

export const DEFAULT_SEED = 20261121;
export const POOLS = { covers: 48, avatars: 40, banners: 8, ads: 6, icons: 8 } as const;
export type PoolName = keyof typeof POOLS;
export const poolImage = (pool: PoolName, n: number) => `demo/${pool}/${String((n % POOLS[pool]) + 1).padStart(2, '0')}.webp`;

const SALT = { media: 1, actress: 2, topic: 3, mediaLinks: 4, danmaku: 5 } as const;
const DAY_MS = 86_400_000;

export interface CatalogueShape {
  videos: number;
  actresses: number;
  topics: number;
  seed: number;
  /** Publication dates spread over the year before this instant. */
  anchor: Date;
}

export function catalogueShape(videos: number, seed = DEFAULT_SEED, anchor = new Date()): CatalogueShape {
  return {
    videos,
    actresses: Math.max(5, Math.min(300, Math.ceil(videos / 6))),
    // At least 16, so even a small catalogue has the actress topics (the 15th and 16th titles).
    topics: Math.max(16, Math.min(30, Math.ceil(videos / 60))),
    seed,
    anchor,
  };
}

export const homeCategoryIds = () => W.HOME_TABS.map((_, i) => HOME_PAGE_ID + i);
export function homeCategoryRows() {
  return W.HOME_TABS.map((name, i) => {
    const shown = i === 0 ? '首页' : name;
    return { id: HOME_PAGE_ID + i, name: shown, nameI18n: englishName(shown), sort: i };
  });
}

export function tagCategoryRows() {
  return W.TAG_CATEGORIES.map((c, i) => ({ id: i + 1, name: c.name, contentType: c.contentType, sort: i }));
}

export function tagRows() {
  return W.TAG_CATEGORIES.flatMap((c, ci) =>
    c.tags.map((name, ti) => ({ id: ci * 15 + ti + 1, categoryId: ci + 1, name, cover: poolImage('covers', ci * 15 + ti), sort: ti })),
  );
}
/** Tag ids usable on videos (categories of content type 2) and on actresses (8). */
export const mediaTagIds = () => tagRows().filter((t) => W.TAG_CATEGORIES[t.categoryId - 1].contentType === ContentType.media).map((t) => t.id);
export const actressTagIds = () => tagRows().filter((t) => W.TAG_CATEGORIES[t.categoryId - 1].contentType === ContentType.actress).map((t) => t.id);

export function mediaTitle(seed: number, i: number): string {
  const r = rngFor(seed, SALT.media, i);
  switch (Math.floor(r() * 4)) {
    case 0:
      return `${pick(r, W.TIMES)}${pick(r, W.PLACES)}的${pick(r, W.MOODS)}${pick(r, W.SUBJECTS)}`;
    case 1:
      return `${pick(r, W.CITIES)}${pick(r, W.ACTIVITIES)}${pick(r, W.SERIES)}`;
    case 2:
      return `${pick(r, W.MOODS)}${pick(r, W.SUBJECTS)}：在${pick(r, W.PLACES)}${pick(r, W.ACTIVITIES)}`;
    default:
      return `${pick(r, W.PLACES)}${pick(r, W.ACTIVITIES)}记录 ${pick(r, W.MOODS)}的${pick(r, W.TIMES)}`;
  }
}

export function mediaRow(shape: CatalogueShape, i: number) {
  const r = rngFor(shape.seed, SALT.media, i + 1_000_000_000);
  const clip = CLIPS[i % CLIPS.length];
  const views = popularity(r, 3_000, 5_000_000);
  const categories = homeCategoryIds();
  return {
    id: i + 1,
    title: mediaTitle(shape.seed, i),
    description: `${pick(r, W.CITIES)}的${pick(r, W.TIMES)}，一段关于${pick(r, W.SUBJECTS)}的${pick(r, W.MOODS)}影像。`,
    cover: poolImage('covers', int(r, 0, 10_000)),
    duration: clip.duration,
    clip: clip.name,
    free: r() < 0.3,
    categoryId: categories[1 + Math.floor(r() * (categories.length - 1))],
    views,
    supports: Math.floor(views * (0.02 + r() * 0.05)),
    opposes: Math.floor(views * r() * 0.004),
    collects: Math.floor(views * (0.005 + r() * 0.02)),
    comments: 0,
    publishedAt: new Date(shape.anchor.getTime() - Math.floor(r() * 365 * DAY_MS)),
  };
}

/** Which actresses and tags a video has (ids). */
export function mediaLinks(shape: CatalogueShape, i: number) {
  const r = rngFor(shape.seed, SALT.mediaLinks, i);
  const tagIds = mediaTagIds();
  const actressIds = r() < 0.85 ? distinct(r, int(r, 1, 2), shape.actresses).map((a) => a + 1) : [];
  return { actressIds, tagIds: distinct(r, int(r, 2, 5), tagIds.length).map((t) => tagIds[t]) };
}

export function actressRow(shape: CatalogueShape, i: number) {
  const r = rngFor(shape.seed, SALT.actress, i);
  const name = `${pick(r, W.SURNAMES)}${pick(r, W.GIVEN)}${r() < 0.7 ? pick(r, W.GIVEN) : ''}`;
  const year = int(r, 1990, 2003);
  return {
    id: i + 1,
    name,
    avatar: poolImage('avatars', i),
    cover: poolImage('banners', i),
    bio: `来自${pick(r, W.CITIES)}，喜欢${pick(r, W.ACTIVITIES)}和${pick(r, W.ACTIVITIES)}，镜头前${pick(r, W.MOODS)}又真诚。`,
    height: int(r, 155, 175),
    birthday: `${year}-${String(int(r, 1, 12)).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')}`,
    views: popularity(r, 20_000, 20_000_000),
    collects: popularity(r, 800, 500_000),
    tagIds: distinct(r, int(r, 1, 3), actressTagIds().length).map((t) => actressTagIds()[t]),
  };
}

export function topicRow(shape: CatalogueShape, i: number) {
  const r = rngFor(shape.seed, SALT.topic, i);
  const title = W.TOPIC_TITLES[i % W.TOPIC_TITLES.length];
  const contentType = title.includes('演员') ? ContentType.actress : ContentType.media;
  const categories = homeCategoryIds();
  // The home page gets the first ten topics, every display type among them; other tabs share the rest.
  const categoryId = i < 10 ? HOME_PAGE_ID : categories[1 + (i % (categories.length - 1))];
  const size = contentType === ContentType.actress ? Math.min(shape.actresses, int(r, 6, 10)) : Math.min(shape.videos, int(r, 6, 12));
  const pool = contentType === ContentType.actress ? shape.actresses : shape.videos;
  return {
    id: i + 1,
    categoryId,
    title,
    description: `${title}：${pick(r, W.MOODS)}的${pick(r, W.SUBJECTS)}，每周更新。`,
    cover: poolImage('banners', i),
    displayType: (i % 7) + 1,
    contentType,
    sort: i,
    itemIds: distinct(r, size, pool).map((n) => n + 1),
  };
}

type NavRow = {
  kind: 'banner' | 'nav' | 'header_menu' | 'footer_menu';
  categoryId: number | null;
  name: string;
  nameI18n: Partial<Record<string, string>>;
  image: string | null;
  bindType: number;
  bindInt: number | null;
  bindStr: string | null;
  jumpType: number;
  contentType: number;
  sort: number;
};

/** The demo menus' names in English: the site's main navigation, which an operator names in each language. */
/** The demo's names of the site's own places (menus, the home tabs, the icon entries) in English, as an operator gives them. */
const NAMES_EN: Record<string, string> = {
  首页: 'Home', 发现: 'Discover', 标签: 'Tags', 演员: 'Actresses', 排行: 'Rankings', 圈子: 'Groups', 讨论: 'Discuss', 测评: 'Reviews', 我的: 'Me',
  最新: 'Latest', 热门: 'Popular', 旅行: 'Travel', 音乐: 'Music', 美食: 'Food', 纪录: 'Documentary', 甜美: 'Sweet',
};
const englishName = (name: string): Partial<Record<string, string>> => (NAMES_EN[name] ? { 'en-US': NAMES_EN[name] } : {});

/** Banners showing every bindType on the home page, a few on each tab, navigation icons and menus. */
export function navigationRows(shape: CatalogueShape): NavRow[] {
  const rows: NavRow[] = [];
  const item = (kind: NavRow['kind'], categoryId: number | null, name: string, image: string | null, bind: Partial<NavRow>) =>
    rows.push({ kind, categoryId, name, nameI18n: kind === 'banner' ? {} : englishName(name), image, bindType: 0, bindInt: null, bindStr: null, jumpType: 0, contentType: 0, sort: rows.length, ...bind });
  const home = HOME_PAGE_ID;
  const music = { id: HOME_PAGE_ID + W.HOME_TABS.indexOf('音乐'), name: '音乐' };
  const actressCategory = tagCategoryRows().find((c) => c.contentType === ContentType.actress)!.id;
  const homeBanners: [string, Partial<NavRow>][] = [
    ['本周精选专题', { bindType: 2, bindInt: 1 }],
    ['人气演员主页', { bindType: 5, bindInt: 1 }],
    ['旅行标签精选', { bindType: 3, bindInt: 3, contentType: ContentType.media }],
    ['甜美系演员', { bindType: 3, bindInt: actressTagIds()[0], contentType: ContentType.actress }],
    ['站内标签广场', { bindType: 4, jumpType: 1, bindStr: '/tagList' }],
    ['合作伙伴活动', { bindType: 4, jumpType: 0, bindStr: 'https://example.com/' }],
    ['音乐频道', { bindType: 1, bindInt: music.id, bindStr: music.name }],
    ['演员气质分类', { bindType: 6, bindInt: actressCategory, contentType: ContentType.actress }],
    ['风格分类', { bindType: 6, bindInt: 2, contentType: ContentType.media }],
    ['品牌形象', { bindType: 0 }],
  ];
  homeBanners.forEach(([name, bind], i) => item('banner', home, name, poolImage('banners', i), bind));
  for (const [i, id] of homeCategoryIds().slice(1).entries()) {
    item('banner', id, `${W.HOME_TABS[i + 1]}专题`, poolImage('banners', i + 2), { bindType: 2, bindInt: ((i * 3) % shape.topics) + 1 });
    item('banner', id, `${W.HOME_TABS[i + 1]}热门标签`, poolImage('banners', i + 5), { bindType: 3, bindInt: i + 1, contentType: ContentType.media });
  }
  const navs: [string, Partial<NavRow>][] = [
    ['标签', { bindType: 4, jumpType: 1, bindStr: '/tagList' }],
    ['演员', { bindType: 4, jumpType: 1, bindStr: '/actressList' }],
    ['排行', { bindType: 2, bindInt: 3 }],
    ['最新', { bindType: 1, bindInt: home + 1, bindStr: '最新' }],
    ['旅行', { bindType: 3, bindInt: 3, contentType: ContentType.media }],
    ['音乐', { bindType: 3, bindInt: 5, contentType: ContentType.media }],
    ['甜美', { bindType: 3, bindInt: actressTagIds()[0], contentType: ContentType.actress }],
    ['圈子', { bindType: 4, jumpType: 1, bindStr: '/group' }],
  ];
  navs.forEach(([name, bind], i) => item('nav', home, name, poolImage('icons', i), bind));
  const header: [string, Partial<NavRow>][] = [
    ['首页', { bindType: 1, bindInt: home, bindStr: '首页' }],
    ['标签', { bindType: 4, jumpType: 1, bindStr: '/tagList' }],
    ['演员', { bindType: 4, jumpType: 1, bindStr: '/actressList' }],
    ['排行', { bindType: 2, bindInt: 3 }],
    ['圈子', { bindType: 4, jumpType: 1, bindStr: '/group' }],
    ['讨论', { bindType: 4, jumpType: 1, bindStr: '/discuss' }],
    ['测评', { bindType: 4, jumpType: 1, bindStr: '/nav/reviews' }],
  ];
  header.forEach(([name, bind]) => item('header_menu', null, name, null, bind));
  const footer: [string, Partial<NavRow>][] = [
    ['首页', { bindType: 1, bindInt: home, bindStr: '首页' }],
    ['发现', { bindType: 4, jumpType: 1, bindStr: '/tagList' }],
    ['演员', { bindType: 4, jumpType: 1, bindStr: '/actressList' }],
    ['讨论', { bindType: 4, jumpType: 1, bindStr: '/discuss' }],
    ['我的', { bindType: 4, jumpType: 1, bindStr: '/mine' }],
  ];
  footer.forEach(([name, bind]) => item('footer_menu', null, name, null, bind));
  return rows;
}

export function advertRows() {
  const list = [4, 12, 20, 28, 36];
  return [
    { id: 1, position: 'home_list', name: '夏日旅行季', image: poolImage('ads', 0), href: 'https://example.com/summer', indexes: list, sort: 0 },
    { id: 2, position: 'home_list', name: '新用户福利', image: poolImage('ads', 1), href: 'https://example.com/welcome', indexes: list, sort: 1 },
    { id: 3, position: 'home_list', name: '会员专享', image: poolImage('ads', 2), href: 'https://example.com/vip', indexes: list, sort: 2 },
    { id: 4, position: 'video_detail', name: '精彩推荐', image: poolImage('ads', 3), href: 'https://example.com/more', indexes: [2], sort: 3 },
    { id: 5, position: 'search', name: '热门活动', image: poolImage('ads', 4), href: 'https://example.com/event', indexes: [3], sort: 4 },
  ];
}

/** Hot search terms: places, activities, moods and tags people would type. */
export function hotSearchRows() {
  const words = [...W.PLACES.slice(0, 10), ...W.ACTIVITIES.slice(0, 8), ...W.MOODS.slice(0, 6), ...W.CITIES.slice(0, 6)];
  return words.map((keyword, i) => ({ id: i + 1, keyword, hot: 100_000 - i * 2_917, sort: i }));
}

/** The first videos get a few demo danmaku each, within the shortest clip so every one is seen. */
export const DANMAKU_SEEDED_VIDEOS = 30;
const DANMAKU_PER_VIDEO = 12;

export function danmakuRows(shape: CatalogueShape) {
  const last = Math.min(...CLIPS.map((c) => c.duration)) - 1;
  return Array.from({ length: Math.min(shape.videos, DANMAKU_SEEDED_VIDEOS) }, (_, v) => {
    const r = rngFor(shape.seed, SALT.danmaku, v);
    return Array.from({ length: DANMAKU_PER_VIDEO }, (_, k) => ({
      mediaId: v + 1,
      userId: null,
      timeMs: int(r, 300, last * 1000),
      text: pick(r, W.DANMAKU_LINES),
      colour: pick(r, W.DANMAKU_COLOURS),
      mode: k % 6 === 5 ? 'top' : 'scroll',
    }));
  }).flat();
}
