/** The web's text catalogue: hooks for components, `translate` for other code, helpers for route meta. */
export { useTranslation } from 'react-i18next';
export { activeLocale, i18nFor, translate } from './i18n.ts';
export { LanguageProvider, useLanguage } from './language-provider.tsx';
export { localeOfRequest } from './locale.ts';
export { metaT, pageTitle } from './meta.ts';
export { LANGUAGE_NAMES } from './language-names.ts';
