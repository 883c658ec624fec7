/**
 * antd-mobile names a few things itself, from its own locale (Simplified Chinese unless told otherwise): an input's
 * clear button, the overlay behind a popup (hidden from screen readers by the library, named all the same), an
 * endless list's default footer, a popup's close button. Those few come from our catalogue in the page's language
 * instead: around the page (LibraryTexts) and around what antd-mobile draws in a root of its own, a dialog or a
 * toast (antd-render.ts). Only those texts are replaced: no locale tables of the library come with a page.
 */
import ConfigProvider, { useConfig } from 'antd-mobile/es/components/config-provider';
import { useMemo, type ReactNode } from 'react';
import { useTranslation, type TFunction } from '../i18n/index.ts';

type LibraryLocale = ReturnType<typeof useConfig>['locale'];

/** The library's locale with our names in it, in the language `t` speaks. */
export function libraryLocale(base: LibraryLocale, t: TFunction<'common'>): LibraryLocale {
  return {
    ...base,
    common: { ...base.common, loading: t('loading'), close: t('close') },
    Mask: { ...base.Mask, name: t('backdrop') },
    Input: { ...base.Input, clear: t('clearInput') },
    InfiniteScroll: { ...base.InfiniteScroll, noMore: t('endOfList'), failedToLoad: t('loadMoreFailed'), retry: t('retry') },
  };
}

export function LibraryTexts({ children }: { children: ReactNode }) {
  const { locale } = useConfig();
  const { t } = useTranslation();
  const named = useMemo(() => libraryLocale(locale, t), [locale, t]);
  return <ConfigProvider locale={named}>{children}</ConfigProvider>;
}
