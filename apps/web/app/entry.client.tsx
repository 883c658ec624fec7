import { isLocale } from '@md/contract/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from './shared/i18n/i18n.ts';

// A page in a language other than the default needs its tables before hydration, or the first render would
// differ from the server's (the default language's tables ship with every page; see shared/i18n/i18n.ts).
const lang = document.documentElement.lang;
if (isLocale(lang)) await loadLanguage(lang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
