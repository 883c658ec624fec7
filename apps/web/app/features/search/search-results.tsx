/** Results for one term: videos (sortable), actresses, tags; tab and sort live in the URL. */
import './search.css';
import { SEARCH_KEYWORD_MAX } from '@md/contract/client';
import { NamedSearchBar } from '../../shared/ui/named-search-bar.tsx';
import { Link, useSearchParams } from 'react-router';
import { useContext } from 'react';
import { ApiContext } from '../../shared/api/api-context.tsx';
import { useAdverts } from '../../shared/adverts/use-adverts.ts';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { FIRST_SCREEN, MediaCard } from '../../shared/ui/media-card.tsx';
import { mediaSorts } from '../../shared/lib/sorts.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useSearchSubmit } from '../../shared/navigation/use-search-submit.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { TagChip } from '../../shared/ui/tag-chip.tsx';
import { readSearchParams, searchActressPages, searchMediaPages, searchTagPages } from './queries.ts';

export function SearchResults() {
  // Null while the server renders: the first tab's results come in with the page, the rest load in the browser.
  const client = useContext(ApiContext);
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const tabs = [
    { value: 'media' as const, label: t('typeMedia') },
    { value: 'actress' as const, label: t('typeActress') },
    { value: 'tag' as const, label: t('typeTag') },
  ];
  const [params, setParams] = useSearchParams();
  const submit = useSearchSubmit();
  const adverts = useAdverts('search');
  const { keyword, type, sort } = readSearchParams(params);
  const set = (changes: Record<string, string>) => setParams((p) => ({ ...Object.fromEntries(p), ...changes }), { replace: true });

  return (
    <main className="page search-results">
      <div className="search-results__bar">
        {/* No clear control: antd-mobile's is an unnamed-role div that a keyboard cannot reach (axe: aria-prohibited-attr). */}
        <NamedSearchBar key={keyword} label={t('search')} defaultValue={keyword} placeholder={t('placeholder')} onSearch={submit} maxLength={SEARCH_KEYWORD_MAX} clearable={false} />
      </div>
      <h1 className="visually-hidden">{keyword ? t('resultsHeading', { keyword }) : t('resultsTitleEmpty')}</h1>
      <SortTabs label={t('resultType')} options={tabs} value={type} onChange={(value) => set({ type: value })} />
      {type === 'media' ? <SortTabs options={mediaSorts(tc)} value={sort} onChange={(value) => set({ sort: value })} /> : null}
      {!keyword ? (
        <StateBlock kind="empty" title={t('noKeyword')} description={t('noKeywordHint')}>
          <Link to="/searchPage" className="state-block__action">
            {t('browseHot')}
          </Link>
        </StateBlock>
      ) : type === 'media' ? (
        <PagedList
          key={`m-${keyword}-${sort}`}
          {...searchMediaPages(client, keyword, sort)}
          itemKey={(m) => m.id}
          renderItem={(m, i) => <MediaCard media={m} priority={i < FIRST_SCREEN} highlight={keyword} />}
          emptyText={t('noMedia', { keyword })}
          testId="search-media"
          adverts={adverts}
        />
      ) : type === 'actress' ? (
        <PagedList
          key={`a-${keyword}`}
          {...searchActressPages(client, keyword)}
          itemKey={(a) => a.id}
          renderItem={(a) => <ActressCard actress={a} highlight={keyword} />}
          className="actress-grid"
          emptyText={t('noActress', { keyword })}
        />
      ) : (
        <PagedList
          key={`t-${keyword}`}
          {...searchTagPages(client, keyword)}
          itemKey={(tag) => tag.id}
          renderItem={(tag) => <TagChip tag={tag} highlight={keyword} />}
          className="chips"
          emptyText={t('noTag', { keyword })}
        />
      )}
    </main>
  );
}
