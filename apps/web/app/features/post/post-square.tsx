/** The post square: approved posts, latest or hot, optionally of one tag (post/center). */
import './post.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { PostCard } from './post-card.tsx';
import { postTagsQuery, squarePages, type SquareTab } from './queries.ts';

export function PostSquare() {
  const { t } = useTranslation('post');
  const client = useBrowserApi();
  const [tab, setTab] = useState<SquareTab>('latest');
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const tags = useQuery({ ...postTagsQuery(client), enabled: client !== null });
  return (
    <section className="post-square" aria-label={t('square')}>
      <SortTabs
        options={[
          { value: 'latest', label: t('latest') },
          { value: 'hot', label: t('hot') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <div className="post-tags" role="group" aria-label={t('tagFilter')}>
        <button type="button" className="post-tag" aria-pressed={tagId === undefined} onClick={() => setTagId(undefined)}>
          {t('allTags')}
        </button>
        {(tags.data ?? []).map((tag) => (
          <button key={tag.id} type="button" className="post-tag" aria-pressed={tagId === tag.id} onClick={() => setTagId(tag.id)}>
            {tag.name}
          </button>
        ))}
      </div>
      <PagedList
        {...squarePages(client, tab, tagId)}
        enabled={client !== null}
        className="post-list"
        testId="post-square"
        emptyText={t('noPosts')}
        itemKey={(post) => post.id}
        renderItem={(post) => <PostCard post={post} />}
      />
    </section>
  );
}
