import Skeleton from 'antd-mobile/es/components/skeleton';
import { StateBlock } from './state-block.tsx';

export function EmptyState({ text = '暂无内容' }: { text?: string }) {
  return <StateBlock kind="empty" title={text} />;
}

export function ErrorState({ onRetry, text = '加载失败' }: { onRetry?: () => void; text?: string }) {
  return (
    <StateBlock kind="error" title={text} description="请检查网络后重试">
      {onRetry ? (
        <button type="button" className="state-block__action" onClick={onRetry}>
          重新加载
        </button>
      ) : null}
    </StateBlock>
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
