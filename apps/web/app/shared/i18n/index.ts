/** The web's text catalogue: hooks for components, `translate` for other code, helpers for route meta. */
export { useTranslation } from './use-translation.ts';
export { activeLocale, fixedT, translate, type Namespace, type TextKey, type TFunction } from './i18n.ts';
export { LanguageProvider, useLanguage } from './language-provider.tsx';
export { localeOfRequest } from './locale.ts';
export { metaLocale, metaT, pageTitle } from './meta.ts';
export { LANGUAGE_NAMES } from './language-names.ts';
