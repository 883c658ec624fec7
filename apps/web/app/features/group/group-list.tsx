/** /group: every group as a card (cover, name, members, intro), most members first, paged endlessly. */
import './group.css';
import { formatCount, type RouteResponse, type api } from '@md/contract/client';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { UserText } from '../../shared/ui/user-text.tsx';
import { groupPages, groupPath } from './queries.ts';

type GroupCardData = RouteResponse<typeof api.groupList>['list'][number];

function GroupCard({ group, priority }: { group: GroupCardData; priority: boolean }) {
  const { t } = useTranslation('group');
  const { locale } = useLanguage();
  return (
    <Link to={groupPath(group.id)} className="group-card" data-testid="group-card" data-group-id={group.id}>
      <CodecImage path={group.cover} alt="" ratio="16 / 9" className="group-card__cover" priority={priority} />
      <span className="group-card__body">
        <UserText as="span" text={group.name} className="group-card__name" />
        <span className="group-card__members">{t('members', { value: formatCount(group.members, locale) })}</span>
        <UserText as="span" text={group.intro} className="group-card__intro" />
      </span>
    </Link>
  );
}

export function GroupList() {
  const { t } = useTranslation('group');
  const client = useBrowserApi();
  useDocumentTitle(t('title'));
  return (
    <main className="page group-page">
      <h1 className="group-page__title">{t('title')}</h1>
      <section aria-label={t('listLabel')}>
        <PagedList
          {...groupPages(client)}
          className="group-grid"
          testId="group-list"
          emptyText={t('noGroups')}
          itemKey={(group) => group.id}
          renderItem={(group, index) => <GroupCard group={group} priority={index < 2} />}
        />
      </section>
    </main>
  );
}
