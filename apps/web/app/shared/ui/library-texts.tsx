/**
 * antd-mobile names a few things itself, from its own locale (Simplified Chinese unless told otherwise): an input's
 * clear button, the overlay behind a popup (hidden from screen readers by the library, named all the same), an
 * endless list's default footer, a popup's close button. Those few come from our catalogue in the page's language
 * instead: around the page (LibraryTexts) and around what antd-mobile draws in a root of its own, a dialog or a
 * toast (antd-render.ts). Only those texts are replaced: no locale tables of the library come with a page.
 *
 * The inputs' clear mark (⊗) is a bare element there, no button a keyboard can reach: a button of ours goes inside it
 * (every clearable field and search bar), named from the catalogue. Its press reaches the library's own handler,
 * which empties the field; pressed from the keyboard, it gives the focus back to the field (the mark goes away with
 * the text). A pointer's press leaves the focus where the library leaves it.
 */
import ConfigProvider, { useConfig } from 'antd-mobile/es/components/config-provider';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
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

/** Pressed from the keyboard (the button had the focus), the field it clears takes the focus back. */
function refocusField(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  if (button !== document.activeElement) return;
  button.closest('.adm-input')?.querySelector('input')?.focus();
}

export function LibraryTexts({ children }: { children: ReactNode }) {
  const { locale } = useConfig();
  const { t } = useTranslation();
  const named = useMemo(() => libraryLocale(locale, t), [locale, t]);
  const input = useMemo(
    () => ({
      // Shown while the field has words, not only while it has the focus: Tab from the field to it would take the
      // focus away from the field and the button with it.
      onlyShowClearWhenFocus: false,
      clearIcon: (
        <button type="button" className="input-clear" aria-label={t('clearInput')} onClick={refocusField}>
          <CloseCircleFill aria-hidden />
        </button>
      ),
    }),
    [t],
  );
  return (
    <ConfigProvider locale={named} input={input}>
      {children}
    </ConfigProvider>
  );
}
