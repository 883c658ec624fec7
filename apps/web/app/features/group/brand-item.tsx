/** One news, business or services item whole: title, group, time, pictures, text, contact; a way back to the list. */
import { Code, formatRelativeTime, type BrandKind } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { CardGridSkeleton, ErrorState } from '../../shared/ui/states.tsx';
import { UserText } from '../../shared/ui/user-text.tsx';
import { brandItemQuery, groupPath } from './queries.ts';

/** Set on the history entry when an item is opened from its list: going back is then Back. */
export const FROM_LIST = 'groupList';

export function BrandItem({ groupId, kind, id }: { groupId: number; kind: BrandKind; id: number }) {
  const { t } = useTranslation('group');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const navigate = useNavigate();
  const location = useLocation();
  const item = useQuery({ ...brandItemQuery(client, id), retry: false });
  useDocumentTitle(item.data?.title);

  function back() {
    if ((location.state as { from?: string } | null)?.from === FROM_LIST) navigate(-1);
    else navigate(groupPath(groupId, kind), { replace: true });
  }
  const backButton = (
    <button type="button" className="group-item__back" onClick={back}>
      {t('backToGroup')}
    </button>
  );

  if (item.isPending) return <CardGridSkeleton count={1} />;
  if (item.isError) {
    if (isApiCallError(item.error) && item.error.code === Code.notFound) {
      return (
        <div data-testid="group-item-missing">
          <StateBlock kind="empty" title={t('itemNotFound')}>
            {backButton}
          </StateBlock>
        </div>
      );
    }
    return <ErrorState error={item.error} onRetry={() => item.refetch()} />;
  }
  const data = item.data;
  return (
    <article className="group-item" data-testid="group-item" aria-labelledby="group-item-title">
      {backButton}
      <UserText as="h2" id="group-item-title" text={data.title} className="group-item__title" />
      <p className="group-item__meta">
        <span className="group-item__kind">{t(`tab_${data.kind}`)}</span>
        <time dateTime={data.createdAt} suppressHydrationWarning>{formatRelativeTime(data.createdAt, undefined, undefined, locale)}</time>
      </p>
      {data.images.length > 0 && (
        <ul className="group-item__images">
          {data.images.map((path, i) => (
            <li key={`${path}-${i}`}>
              <CodecImage path={path} alt={t('imageAlt', { index: i + 1 })} ratio="16 / 9" />
            </li>
          ))}
        </ul>
      )}
      <UserText text={data.text} className="group-item__text" />
      {data.contact && (
        <section className="group-item__contact" aria-label={t('contact')}>
          <h3>{t('contact')}</h3>
          <UserText text={data.contact} />
        </section>
      )}
    </article>
  );
}
