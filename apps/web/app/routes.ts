import { index, route, type RouteConfig } from '@react-router/dev/routes';

// One module per spec route, each loaded on demand. Routes of later issues are added with them.
export default [
  index('routes/home.tsx'),
  route('mine', 'routes/mine.tsx'),
  route('mine/history', 'routes/mine-history.tsx'),
  route('mine/collections', 'routes/mine-collections.tsx'),
  route('mine/phone', 'routes/mine-phone.tsx'),
  route('sysMsg', 'routes/sys-msg.tsx'),
  route('post', 'routes/post.tsx'),
  route('videoDetails', 'routes/video-details.tsx'),
  route('actressList', 'routes/actress-list.tsx'),
  route('actressPage', 'routes/actress-page.tsx'),
  route('tagList', 'routes/tag-list.tsx'),
  route('tagDetails', 'routes/tag-details.tsx'),
  route('topicsPage', 'routes/topics-page.tsx'),
  route('searchPage', 'routes/search-page.tsx'),
  route('pcSearchPage', 'routes/pc-search-page.tsx'),
  route('searchResult', 'routes/search-result.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
