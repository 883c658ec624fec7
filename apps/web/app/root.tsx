// Styles first, so that the sheets feature components bring (imported below) come after these, as before.
import 'antd-mobile/es/global';
// Shared styles in cascade order: the theme and base, then shared UI (beside it); features import their own.
import './shared/styles/theme.css';
import './shared/styles/page.css';
import './shared/ui/states.css';
import './shared/ui/carousel.css';
import './shared/ui/pull-to-refresh.css';
import './shared/ui/cards.css';
import './shared/image/codec-image.css';
import './shared/ui/choice-group.css';
import './shared/ui/lists.css';
import { api, catalogues, type SiteConfig } from '@md/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLoaderData, useLocation, useRouteError, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LazyLoginPopup } from './features/auth/lazy-login-popup.tsx';
import { SessionBootstrap } from './features/auth/session-bootstrap.tsx';
import { SignInRedirect } from './features/auth/sign-in-redirect.tsx';
import { AppShell } from './features/layout/app-shell.tsx';
import { LockGate } from './features/lock/lock-gate.tsx';
import { OnlineBeat } from './features/mine/online-beat.tsx';
import { HeaderSearch } from './features/search/header-search.tsx';
import { ApiContext } from './shared/api/api-context.tsx';
import { initBrowserApi } from './shared/api/browser-api.ts';
import { serverApi } from './shared/api/server-api.ts';
import { activeLocale, LanguageProvider, localeOfRequest, useLanguage } from './shared/i18n/index.ts';
import { languageFilesOf } from './shared/i18n/language-files.server.ts';
import { bootScript } from './shared/layout/boot-script.ts';
import { useDeviceDetection } from './shared/layout/device.ts';
import { markHydrated } from './shared/layout/early-tap.ts';
import { HydratedProvider, useHydrated } from './shared/layout/hydrated.ts';
import { MediaContext } from './shared/image/media-context.tsx';
import { FocusManager } from './shared/navigation/focus-manager.tsx';
import { DrawnLocation } from './shared/navigation/leave-page.tsx';
import { ScrollManager } from './shared/navigation/scroll-manager.tsx';
import { useNonce } from './shared/nonce.ts';
import { appQueryClient } from './shared/query/api-query.ts';
import { useImageBase } from './shared/stores/use-site-config.ts';
import { ErrorPage } from './shared/ui/error-page.tsx';
import { LibraryTexts } from './shared/ui/library-texts.tsx';
import { isLoadFailure, useFatalError } from './shared/ui/fatal-error.ts';
import { NavigationProgress } from './shared/ui/navigation-progress.tsx';
import { OfflineGuard } from './shared/navigation/offline-guard.tsx';

/** Public keys and the site config, rendered into the page so the browser starts without a round trip. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  let config: SiteConfig | null = null;
  try {
    // In the page's language: the menus' names are.
    config = await serverApi(context, locale).call(api.pingConfig);
  } catch {
    // the browser fetches it again
  }
  // A page pre-rendered at build time (/FAQ, /contactUs; decision 0050) has no server context: no keys in it.
  return { keys: context.clientKeys ?? null, config, locale, languageFiles: languageFilesOf(locale) };
}

export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // Without the root's data (an error before it loaded) the browser keeps the language the server rendered.
  return (
    <LanguageProvider initial={root?.locale ?? activeLocale()}>
      <HydratedProvider>
        <Document imageKey={root?.keys?.imageKey} languageFiles={root?.languageFiles ?? []}>
          <LibraryTexts>{children}</LibraryTexts>
        </Document>
      </HydratedProvider>
    </LanguageProvider>
  );
}

/**
 * The page itself, with `<html lang>` in the page's language (set by the server, kept by the switch). A page in a
 * language other than the default names its tables' files, which the browser then fetches beside the first scripts,
 * after what the first paint needs (they are needed only to hydrate; decision 0078).
 */
function Document({ imageKey, languageFiles, children }: { imageKey: string | undefined; languageFiles: readonly string[]; children: ReactNode }) {
  const nonce = useNonce();
  const { locale } = useLanguage();
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#fe2c55" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript(imageKey) }} />
        <Meta />
        <Links />
        {languageFiles.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} fetchPriority="low" />
        ))}
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { keys, config: serverConfig } = useLoaderData<typeof loader>();
  const [queryClient] = useState(appQueryClient);
  const client = useMemo(() => (typeof window === 'undefined' || !keys ? null : initBrowserApi(keys)), [keys]);
  // The images' base alone, not the config: storing the server's copy after hydration must not render the page again.
  const base = useImageBase();
  const media = useMemo(() => ({ imageBase: base, imageKey: keys?.imageKey ?? '' }), [base, keys?.imageKey]);
  const fatal = useFatalError();
  useDeviceDetection();
  // From here on a tap reaches React's handlers; the ones before were kept by the inline script (early-tap.ts).
  useEffect(markHydrated, []);
  // The error page keeps the site's header and footers (a way on), not a bare screen, and the session's parts (the
  // header's sign-in opens the popup, calls that need a token get one); inside the providers, since the header's
  // parts (the unread count) read through them.
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={client}>
        <MediaContext.Provider value={media}>
          {fatal ? (
            <AppShell>
              <ErrorPage status={500} />
            </AppShell>
          ) : (
            <>
              <NavigationProgress />
              <AppShell search={<HeaderSearch />}>
                <OfflineGuard />
                <Outlet />
              </AppShell>
              <ScrollManager />
              <FocusManager />
            </>
          )}
          <DrawnLocation />
          {client ? <SessionParts serverConfig={serverConfig} /> : null}
        </MediaContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The session's browser-only parts, mounted after hydration so the first client render matches the server's. The
 * flag lives here, not in App: when it turns true only these render, not the whole page a second time (that second
 * render of every route's tree was one long task of about 100 ms on a 4× slowed CPU, right after hydration).
 */
function SessionParts({ serverConfig }: { serverConfig: SiteConfig | null }) {
  const mounted = useHydrated();
  if (!mounted) return null;
  return (
    <>
      <SessionBootstrap serverConfig={serverConfig} />
      <LazyLoginPopup />
      <SignInRedirect />
      <LockGate />
      <OnlineBeat />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    return (
      <AppShell>
        <ErrorPage status={error.status} path={location.pathname} message={error.status === 404 ? undefined : error.statusText || undefined} />
        <DrawnLocation />
      </AppShell>
    );
  }
  if (error instanceof Error) console.error(error);
  // A page whose code or data could not come over the network says so.
  return (
    <AppShell>
      <ErrorPage status={500} message={isLoadFailure(error) ? catalogues[activeLocale()].networkError : undefined} />
      <DrawnLocation />
    </AppShell>
  );
}
