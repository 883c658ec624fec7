import { requireRegistered } from '../shared/navigation/protected.ts';
import { EmptyState } from '../shared/ui/states.tsx';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';

export const meta = () => [{ title: '系统消息 - MD视频' }];

export function clientLoader() {
  return requireRegistered();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function SysMsgRoute() {
  return (
    <main className="page page--narrow">
      <h1 className="page__title">系统消息</h1>
      <EmptyState text="暂无系统消息" />
    </main>
  );
}
