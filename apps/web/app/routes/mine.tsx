import { MinePage } from '../features/account/mine-page.tsx';
import { requireRegistered } from '../shared/navigation/protected.ts';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';

export const meta = () => [{ title: '我的 - MD视频' }];

// Who is signed in lives in the browser's storage, so the guard runs there.
export function clientLoader() {
  return requireRegistered();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function MineRoute() {
  return <MinePage />;
}
