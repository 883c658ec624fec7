import type { MetaFunction } from 'react-router';
import { MessageCentre } from '../features/messages/message-centre.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'messages')('title'))];

export default function SysMsgRoute() {
  return <MessageCentre />;
}
