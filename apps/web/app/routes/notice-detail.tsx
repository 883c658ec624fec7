import type { MetaFunction } from 'react-router';
import { NoticeDetail } from '../features/messages/notice-detail.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'messages')('noticeTitle'))];

export default function NoticeDetailRoute() {
  return <NoticeDetail />;
}
