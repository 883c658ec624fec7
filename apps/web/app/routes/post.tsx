import { requireRegistered } from '../shared/navigation/protected.ts';
import { EmptyState } from '../shared/ui/states.tsx';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';

export const meta = () => [{ title: '发布 - MD视频' }];

export function clientLoader() {
  return requireRegistered();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function PostRoute() {
  return (
    <main className="page page--narrow">
      <h1 className="page__title">发布</h1>
      <EmptyState text="发布功能即将开放" />
    </main>
  );
}
