import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // /FAQ and /contactUs are built as static HTML from the help content file (decision 0050).
  prerender: ['/FAQ', '/contactUs'],
} satisfies Config;
