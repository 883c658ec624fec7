/** The 404 and server-error pages (spec section 2). */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { StateBlock } from './state-block.tsx';

/**
 * A server error says so in the reader's language (the spec's English default stays the 404's), offers to try
 * again (a fresh load of the same address) and a way home.
 */
export function ErrorPage({ status = 500, message, path }: { status?: number; message?: string; path?: string }) {
  const { t } = useTranslation(['common', 'tips']);
  const notFound = status === 404;
  const text = message ?? (notFound ? `${t('tips:pageNotFound')}: ${path ?? ''}` : t('tips:http500'));
  const home = (
    <Link to="/" className="error-page__home">
      {t('backHome')}
    </Link>
  );
  if (notFound) {
    return (
      <main className="error-page" aria-labelledby="error-title">
        <StateBlock
          kind="empty"
          title={
            <h1 id="error-title" className="state-block__heading">
              {status}
            </h1>
          }
          description={
            <>
              <span className="error-page__message">{text}</span>
              {/* The spec's English default stays; a line in the reader's language says what it means. */}
              <span className="error-page__hint">{t('pageMissingText')}</span>
            </>
          }
        >
          {home}
        </StateBlock>
      </main>
    );
  }
  return (
    <main className="error-page" aria-labelledby="error-title">
      <StateBlock
        kind="error"
        title={
          <h1 id="error-title" className="state-block__heading">
            {t('errorTitle')}
          </h1>
        }
        description={
          <span className="error-page__message">
            {text} ({status})
          </span>
        }
      >
        <div className="error-page__actions">
          <button type="button" className="error-page__retry" onClick={() => window.location.reload()}>
            {t('retry')}
          </button>
          {home}
        </div>
      </StateBlock>
    </main>
  );
}
