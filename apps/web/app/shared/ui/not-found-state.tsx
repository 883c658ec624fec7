/** The designed "nothing here" page of a known route with an id that names nothing: a title and ways on. */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { useDocumentTitle } from '../navigation/document-title.ts';
import { StateBlock } from './state-block.tsx';

export function NotFoundState() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFoundTitle'));
  return (
    <main className="not-found-state">
      <StateBlock kind="empty" title={<h1 className="state-block__heading">{t('notFoundTitle')}</h1>} description={t('notFoundText')}>
        <div className="not-found-state__actions">
          <Link to="/" className="state-block__action">
            {t('backHome')}
          </Link>
          <Link to="/searchPage" className="not-found-state__secondary">
            {t('notFoundSearch')}
          </Link>
        </div>
      </StateBlock>
    </main>
  );
}
