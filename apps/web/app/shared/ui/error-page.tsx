/** The 404 and server-error pages (spec section 2). */
import { zhCN } from '@md/contract/client';
import { ErrorBlock } from 'antd-mobile';
import { Link } from 'react-router';

export function ErrorPage({ status = 500, message, path }: { status?: number; message?: string; path?: string }) {
  const notFound = status === 404;
  const text = message ?? (notFound ? `${zhCN.pageNotFound}: ${path ?? ''}` : zhCN.internalServerError);
  return (
    <main className="error-page" aria-labelledby="error-title">
      <ErrorBlock
        status={notFound ? 'empty' : 'default'}
        title={<span id="error-title">{status}</span>}
        description={<span className="error-page__message">{text}</span>}
      >
        <Link to="/" className="error-page__home">
          返回首页
        </Link>
      </ErrorBlock>
    </main>
  );
}
