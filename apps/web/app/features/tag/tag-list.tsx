/** Every tag category with its tags. */
import './tag-list.css';
import { ContentType } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';

import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { CardGridSkeleton, ErrorState } from '../../shared/ui/states.tsx';
import { TagChip } from '../../shared/ui/tag-chip.tsx';
import { allTagsQuery } from './queries.ts';

export function TagList() {
  const { t } = useTranslation('tag');
  const { t: tc } = useTranslation('common');
  const client = useBrowserApi();
  const categories = useQuery(allTagsQuery(client));
  return (
    <main className="page tag-list">
      <h1 className="page__title page__title--spaced">{t('title')}</h1>
      {categories.isPending ? <CardGridSkeleton count={4} /> : null}
      {categories.isError ? <ErrorState error={categories.error} onRetry={() => categories.refetch()} /> : null}
      {(categories.data ?? []).map((c) => (
        <section key={c.id} className="tag-list__category" aria-labelledby={`category-${c.id}`}>
          <header className="topic__header">
            <h2 id={`category-${c.id}`} className="section-title">
              {c.name}
            </h2>
            <Link className="topic__more" to={c.contentType === ContentType.actress ? `/actressList?tagCateId=${c.id}` : `/tagDetails?tagCateId=${c.id}&sort=new`}>
              {tc('all')}
            </Link>
          </header>
          <ul className="chips">
            {c.tags.map((t) => (
              <li key={t.id}>
                <TagChip tag={t} contentType={c.contentType} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
