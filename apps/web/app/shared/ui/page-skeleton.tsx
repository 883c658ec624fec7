import Skeleton from 'antd-mobile/es/components/skeleton';

export function PageSkeleton() {
  return (
    <main className="page page--narrow" aria-busy="true" aria-label="加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </main>
  );
}
