/**
 * The page an address gets when it has used up the per-address limit (plugins/rate-limit.ts): a small HTML page in
 * the product's colours and the visitor's language, with Retry-After and a way home. No script: the limit is
 * refused before anything is rendered.
 */
import { COOKIE_LOCALE, isLocale, pickLocale, text, type Locale } from '@md/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLimit } from '../plugins/rate-limit.ts';

/** The language the page would have been rendered in: the visitor's stored choice, else Accept-Language. */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[COOKIE_LOCALE];
  return isLocale(chosen) ? chosen : pickLocale(request.headers['accept-language']);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function limitedPageHtml(locale: Locale, seconds: number): string {
  const title = escapeHtml(text(locale, 'tooManyPagesTitle'));
  const message = escapeHtml(text(locale, 'tooManyPagesText', { seconds }));
  const home = escapeHtml(text(locale, 'tooManyPagesHome'));
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
:root{color-scheme:light dark;--bg:#f4f5f7;--surface:#fff;--text:#16181d;--text-2:#5c6270}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--surface:#181b21;--text:#eceef2;--text-2:#a8aebb}}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);
font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif}
main{margin:16px;padding:32px 24px;max-width:320px;text-align:center;background:var(--surface);border-radius:12px}
.code{margin:0;font-size:40px;font-weight:700;color:#e0143c}
h1{margin:8px 0;font-size:18px}
p{margin:0 0 20px;font-size:14px;color:var(--text-2);line-height:1.6}
a{display:inline-block;padding:8px 24px;border-radius:20px;background:#e0143c;color:#fff;text-decoration:none;font-size:14px}
</style>
</head>
<body>
<main>
<p class="code" aria-hidden="true">429</p>
<h1>${title}</h1>
<p>${message}</p>
<a href="/">${home}</a>
</main>
</body>
</html>
`;
}

/** Answers a page request refused by the limit: 429, Retry-After, the page (not cached). */
export function sendLimitedPage(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(request.method === 'HEAD' ? '' : limitedPageHtml(pageLocale(request), seconds));
}

/**
 * The page route's onRequest hook: a page counts once against its address's limit, like an API call (its render's
 * own calls carry the internal key and are not counted); past the limit, the page above instead of a render.
 */
export function limitPages(app: FastifyInstance) {
  const check = pageLimit(app);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Not pages: the route hands these to the not-found handler.
    if (/^\/(api|media)\//.test(request.url)) return;
    const retryAfter = await check(request);
    if (retryAfter !== null) return sendLimitedPage(request, reply, retryAfter);
  };
}
