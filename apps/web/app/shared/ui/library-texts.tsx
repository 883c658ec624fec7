/**
 * antd-mobile names a few things itself, from its own locale (Simplified Chinese unless told otherwise): the button
 * behind a popup that closes it (背景蒙层), an input's clear button, an endless list's default footer, a popup's close
 * button. Around the whole page, those few come from our catalogue in the page's language instead, so a screen
 * reader in English hears English. Only those texts are replaced: no locale tables of the library come with a page.
 */
import ConfigProvider, { useConfig } from 'antd-mobile/es/components/config-provider';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';

export function LibraryTexts({ children }: { children: ReactNode }) {
  const { locale } = useConfig();
  const { t } = useTranslation();
  const named = useMemo(
    () => ({
      ...locale,
      common: { ...locale.common, loading: t('loading'), close: t('close') },
      Mask: { ...locale.Mask, name: t('closePopup') },
      Input: { ...locale.Input, clear: t('clearInput') },
      InfiniteScroll: { ...locale.InfiniteScroll, noMore: t('endOfList'), failedToLoad: t('loadMoreFailed'), retry: t('retry') },
    }),
    [locale, t],
  );
  return <ConfigProvider locale={named}>{children}</ConfigProvider>;
}
