/** The 404 and server-error pages (spec section 2). */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { StateBlock } from './state-block.tsx';

export function ErrorPage({ status = 500, message, path }: { status?: number; message?: string; path?: string }) {
  const { t } = useTranslation(['common', 'tips']);
  const notFound = status === 404;
  const text = message ?? (notFound ? `${t('tips:pageNotFound')}: ${path ?? ''}` : t('tips:internalServerError'));
  return (
    <main className="error-page" aria-labelledby="error-title">
      <StateBlock kind={notFound ? 'empty' : 'error'} title={
          <h1 id="error-title" className="error-page__title">
            {status}
          </h1>
        } description={<span className="error-page__message">{text}</span>}>
        <Link to="/" className="error-page__home">
          {t('backHome')}
        </Link>
      </StateBlock>
    </main>
  );
}
