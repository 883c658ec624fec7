import { MinePage } from '../features/account/mine-page.tsx';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta = () => [{ title: '我的 - MD视频' }];

export default function MineRoute() {
  return <MinePage />;
}
