import { index, route, type RouteConfig } from '@react-router/dev/routes';

// One module per spec route, each loaded on demand. Routes of later issues are added with them.
export default [
  index('routes/home.tsx'),
  route('mine', 'routes/mine.tsx'),
  route('sysMsg', 'routes/sys-msg.tsx'),
  route('post', 'routes/post.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
