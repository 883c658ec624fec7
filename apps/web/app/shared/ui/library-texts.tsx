/**
 * antd-mobile names a few things itself, from its own locale (Simplified Chinese unless told otherwise): an input's
 * clear button, the overlay behind a popup (hidden from screen readers by the library, named all the same), an
 * endless list's default footer, a popup's close button. Those few come from our catalogue in the page's language
 * instead: around the page (LibraryTexts) and around what antd-mobile draws in a root of its own, a dialog or a
 * toast (antd-render.ts). Only those texts are replaced: no locale tables of the library come with a page.
 *
 * The inputs' clear mark (⊗) is a bare element there, with no name: a button of ours goes inside it (every clearable
 * field and search bar), named from the catalogue. Its press reaches the library's own handler, which empties the
 * field. In a form it is no Tab stop: Tab from a field goes to the next field, as a person typing a sign-in expects
 * (the words are cleared from the keyboard as any words are); a screen reader still finds it by its name. A search
 * bar, one field and its button, has it in the Tab order (ClearMarkInReach); pressed from the keyboard, it gives the
 * focus back to the field (the mark goes away with the text). A pointer's press leaves the focus where the library
 * leaves it.
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

/** The clearable fields' settings: the clear mark our named button, a Tab stop or not. */
function useClearMark(inTabOrder: boolean) {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      // Shown while the field has words, not only while it has the focus: a press that moves the focus (a screen
      // reader's, or Tab to a search bar's) would take the button away with it.
      onlyShowClearWhenFocus: false,
      clearIcon: (
        <button type="button" className="input-clear" aria-label={t('clearInput')} tabIndex={inTabOrder ? undefined : -1} onClick={refocusField}>
          <CloseCircleFill aria-hidden />
        </button>
      ),
    }),
    [t, inTabOrder],
  );
}

export function LibraryTexts({ children }: { children: ReactNode }) {
  const { locale } = useConfig();
  const { t } = useTranslation();
  const named = useMemo(() => libraryLocale(locale, t), [locale, t]);
  const input = useClearMark(false);
  return (
    <ConfigProvider locale={named} input={input}>
      {children}
    </ConfigProvider>
  );
}

/** Around a search bar: its clear mark is a Tab stop between the field and what follows it. */
export function ClearMarkInReach({ children }: { children: ReactNode }) {
  const input = useClearMark(true);
  return (
    <ConfigProvider input={input}>
      {children}
    </ConfigProvider>
  );
}
