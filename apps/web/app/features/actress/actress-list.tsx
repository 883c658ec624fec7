/** All actresses, by tag category and tag, sorted; kept alive like the home page. */
import { useQuery } from '@tanstack/react-query';

import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { actressSorts } from '../../shared/lib/sorts.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { ScrollRow } from '../../shared/ui/scroll-row.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { actressPages, actressTagsQuery, readActressListParams } from './queries.ts';

/** Two rows at the widest grid (6 a row), four at the narrowest (3 a row): what the first screen shows. */
const FIRST_SCREEN_ACTRESSES = 12;

export function ActressList() {
  const { t } = useTranslation('actress');
  const { t: tc } = useTranslation('common');
  const client = useBrowserApi();
  const [params, setParams] = useSearchParams();
  const { tid, tagCateId, sort } = readActressListParams(params);
  const categories = useQuery({ ...actressTagsQuery(client), staleTime: 10 * 60_000 });
  const activeCategory = categories.data?.find((c) => c.id === tagCateId || c.tags.some((t) => t.id === tid));
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <main className="page actress-list">
      <h1 className="page__title page__title--spaced">{t('title')}</h1>
      <ScrollRow className="filter-row" label={t('categories')}>
        <button type="button" className={`chip${!tid && !tagCateId ? ' chip--active' : ''}`} onClick={() => set({ tid: null, tagCateId: null })}>
          {tc('all')}
        </button>
        {(categories.data ?? []).map((c) => (
          <button key={c.id} type="button" className={`chip${activeCategory?.id === c.id ? ' chip--active' : ''}`} onClick={() => set({ tagCateId: String(c.id), tid: null })}>
            {c.name}
          </button>
        ))}
      </ScrollRow>
      {activeCategory ? (
        <ScrollRow className="filter-row" label={activeCategory.name}>
          {activeCategory.tags.map((t) => (
            <button key={t.id} type="button" className={`chip chip--small${tid === t.id ? ' chip--active' : ''}`} onClick={() => set({ tid: String(t.id), tagCateId: null })}>
              {t.name}
            </button>
          ))}
        </ScrollRow>
      ) : null}
      <SortTabs options={actressSorts(t)} value={sort} onChange={(value) => set({ sort: value })} />
      {/* The first page is rendered on the server (see the route's loader); the first rows' pictures load at once. */}
      <PagedList
        {...actressPages(client, { tid, tagCateId, sort })}
        itemKey={(a) => a.id}
        renderItem={(a, i) => <ActressCard actress={a} priority={i < FIRST_SCREEN_ACTRESSES} />}
        className="actress-grid"
        testId="actress-grid"
        emptyText={t('none')}
      />
    </main>
  );
}
