/** The 404 and server-error pages (spec section 2). */
import { zhCN } from '@md/contract/client';
import { Link } from 'react-router';
import { StateBlock } from './state-block.tsx';

export function ErrorPage({ status = 500, message, path }: { status?: number; message?: string; path?: string }) {
  const notFound = status === 404;
  const text = message ?? (notFound ? `${zhCN.pageNotFound}: ${path ?? ''}` : zhCN.internalServerError);
  return (
    <main className="error-page" aria-labelledby="error-title">
      <StateBlock kind={notFound ? 'empty' : 'error'} title={<span id="error-title">{status}</span>} description={<span className="error-page__message">{text}</span>}>
        <Link to="/" className="error-page__home">
          返回首页
        </Link>
      </StateBlock>
    </main>
  );
}
