import { POST_KINDS } from '@md/contract/client';
import { useSearchParams, type MetaFunction } from 'react-router';
import { PostSquare } from '../features/post/post-square.tsx';
import { PublishForm } from '../features/post/publish-form.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { choiceParam } from '../shared/navigation/params.ts';
import { tabStop } from '../shared/ui/tab-keys.ts';
import { TabList } from '../shared/ui/tab-list.tsx';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'pages')('postTitle'))];

const TABS = ['square', 'publish'] as const;

/** /post: the post square and the publish form, as two tabs (?tab=publish); ?kind=thread writes a discussion thread. */
export default function PostRoute() {
  const { t } = useTranslation('post');
  const [params, setParams] = useSearchParams();
  const kind = choiceParam(params, 'kind', POST_KINDS, 'post');
  const tab = kind === 'thread' ? 'publish' : choiceParam(params, 'tab', TABS, 'square');
  return (
    <main className="page page--narrow">
      <h1 className="visually-hidden">{t('tabs')}</h1>
      <TabList className="post-page__tabs" label={t('tabs')}>
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            tabIndex={tabStop(tab === value)}
            className="post-page__tab"
            onClick={() => setParams(value === 'square' ? {} : { tab: value }, { replace: true })}
          >
            {t(value)}
          </button>
        ))}
      </TabList>
      {tab === 'publish' ? <PublishForm kind={kind} /> : <PostSquare />}
    </main>
  );
}
