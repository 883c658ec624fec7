import { EmptyState } from '../shared/ui/states.tsx';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta = () => [{ title: '系统消息 - MD视频' }];

export default function SysMsgRoute() {
  return (
    <main className="page page--narrow">
      <h1 className="page__title">系统消息</h1>
      <EmptyState text="暂无系统消息" />
    </main>
  );
}
