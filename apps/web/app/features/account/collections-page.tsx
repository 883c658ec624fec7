/**
 * /mine/collections: the caller's collected videos and actresses, newest first, each with a way to remove it; the
 * route adds the tabs of other features' content (posts, reviews) as `more`, since features do not import each other.
 */
import './library.css';
import { ContentType, api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { choiceParam } from '../../shared/navigation/params.ts';
import { apiKey, apiPages, refetchCalls } from '../../shared/query/api-query.ts';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';

type Kind = typeof ContentType.media | typeof ContentType.actress;

/** What the page shows (the other features' tabs list collections too), asked again by a pull to refresh. */
const COLLECTION_CALLS = [api.collectList];

/** Another feature's collected content: its tab's value (the URL's `tab`), label and list. */
export interface CollectionTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

export function CollectionsPage({ more = [] }: { more?: CollectionTab[] }) {
  const { t } = useTranslation('library');
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const tabs = ['media', 'actress', ...more.map((m) => m.value)];
  const tab = choiceParam(params, 'tab', tabs, 'media');
  const extra = more.find((m) => m.value === tab);
  const client = useBrowserApi();
  const queryClient = useQueryClient();

  async function uncollect(contentType: Kind, id: number) {
    if (!client) return;
    await client.call(api.collectDel, { contentType, id });
    showToast(tc('uncollected'));
    await queryClient.invalidateQueries({ queryKey: apiKey(api.collectList) });
  }

  const removeButton = (contentType: Kind, id: number, title: string) => (
    <button type="button" className="collect-item__remove" aria-label={t('uncollectItem', { title })} onClick={() => uncollect(contentType, id)}>
      {t('uncollect')}
    </button>
  );

  return (
    <PullToRefresh onRefresh={() => refetchCalls(queryClient, COLLECTION_CALLS)}>
      <main className="page page--narrow library">
        <div className="library__bar">
          <h1>{t('collectionsTitle')}</h1>
        </div>
        <div className="library__tabs">
          <SortTabs
            label={t('tabs')}
            value={tab}
            onChange={(next) => setParams(next === 'media' ? {} : { tab: next }, { replace: true })}
            options={[{ value: 'media', label: t('collectedMedia') }, { value: 'actress', label: t('collectedActresses') }, ...more.map((m) => ({ value: m.value, label: m.label }))]}
          />
        </div>
        {extra ? (
          extra.render()
        ) : tab === 'media' ? (
          <PagedList
            {...apiPages(client, api.collectList, { contentType: ContentType.media }, (answer) => answer.media!)}
            enabled={client !== null}
            testId="collected-media"
            emptyText={t('noCollectedMedia')}
            itemKey={(media) => media.id}
            renderItem={(media) => (
              <div className="collect-item">
                <MediaCard media={media} />
                {removeButton(ContentType.media, media.id, media.title)}
              </div>
            )}
          />
        ) : (
          <PagedList
            {...apiPages(client, api.collectList, { contentType: ContentType.actress }, (answer) => answer.actresses!)}
            enabled={client !== null}
            className="actress-grid"
            testId="collected-actresses"
            emptyText={t('noCollectedActresses')}
            itemKey={(actress) => actress.id}
            renderItem={(actress) => (
              <div className="collect-item">
                <ActressCard actress={actress} />
                {removeButton(ContentType.actress, actress.id, actress.name)}
              </div>
            )}
          />
        )}
      </main>
    </PullToRefresh>
  );
}
