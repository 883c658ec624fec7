import { useMemo } from 'react';
import { fixedT, type Namespace, type TFunction } from './i18n.ts';
import { useLanguage } from './language-provider.tsx';

/**
 * The texts of one namespace (or several, looked up in order) in the page's language; a switch of language
 * re-renders with the new texts. Outside the language provider (a unit test) the page is in the default language.
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(ns?: N): { t: TFunction<N> } {
  const { locale } = useLanguage();
  const key = ns === undefined ? '' : typeof ns === 'string' ? ns : ns.join();
  // `key` stands for `ns`: an array literal is a new array on each render, its names are not.
  return useMemo(() => ({ t: fixedT(locale, ns) }), [locale, key]);
}
