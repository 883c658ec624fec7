import { Button, ErrorBlock, Skeleton } from 'antd-mobile';

export function EmptyState({ text = '暂无内容' }: { text?: string }) {
  return <ErrorBlock status="empty" title={text} description="" className="state-block" />;
}

export function ErrorState({ onRetry, text = '加载失败' }: { onRetry?: () => void; text?: string }) {
  return (
    <ErrorBlock status="default" title={text} description="请检查网络后重试" className="state-block">
      {onRetry ? (
        <Button size="small" color="primary" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </ErrorBlock>
  );
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="media-grid" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="media-card media-card--skeleton">
          <Skeleton animated className="media-card__cover-skeleton" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
