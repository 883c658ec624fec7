import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link } from 'react-router';
import { isApiCallError } from '../api/errors.ts';
import { useTranslation } from '../i18n/index.ts';
import { StateBlock } from './state-block.tsx';

/**
 * A stand-in's line of text while its words are on their way: a no-break space keeps the line's height, so what is
 * below does not move when the words come (decision 0084).
 */
export const KEPT_LINE = '\u00a0';

/** A way on from an empty list: where it leads and what it says. */
export interface EmptyAction {
  to: string;
  label: string;
}

/**
 * Nothing to show; `home` adds the way on (返回首页) where the text invites the visitor elsewhere, `action` another
 * (where to start what the list would hold).
 */
export function EmptyState({ text, home, action }: { text?: string; home?: boolean; action?: EmptyAction }) {
  const { t } = useTranslation();
  const way = action ?? (home ? { to: '/', label: t('backHome') } : null);
  return (
    <StateBlock kind="empty" title={text ?? t('empty')}>
      {way ? (
        <Link to={way.to} className="state-block__action">
          {way.label}
        </Link>
      ) : null}
    </StateBlock>
  );
}

/** Why a load failed: the server's reason when it gave one, the network only when that is what failed. */
export function failureReason(error: unknown): string | null {
  return isApiCallError(error) && error.kind !== 'network' && error.tip ? error.tip : null;
}

export function ErrorState({ onRetry, text, error }: { onRetry?: () => void; text?: string; error?: unknown }) {
  const { t } = useTranslation();
  return (
    <StateBlock kind="error" title={text ?? t('loadFailed')} description={failureReason(error) ?? t('checkNetwork')}>
      {onRetry ? (
        <button type="button" className="state-block__action" onClick={onRetry}>
          {t('reload')}
        </button>
      ) : null}
    </StateBlock>
  );
}

/*
 * A skeleton is a status named 加载中 (loading): a role that may carry a name, as a bare <div> may not (axe's
 * aria-prohibited-attr, seen when a check met a list still loading).
 */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="media-grid" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="media-card media-card--skeleton">
          <Skeleton animated className="media-card__cover-skeleton" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

/** Rows of text still loading (comments, messages): holds roughly the room the rows will take. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton.Paragraph key={i} lineCount={2} animated />
      ))}
    </div>
  );
}
