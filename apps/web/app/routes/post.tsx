import { EmptyState } from '../shared/ui/states.tsx';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta = () => [{ title: '发布 - MD视频' }];

export default function PostRoute() {
  return (
    <main className="page page--narrow">
      <h1 className="page__title">发布</h1>
      <EmptyState text="发布功能即将开放" />
    </main>
  );
}
