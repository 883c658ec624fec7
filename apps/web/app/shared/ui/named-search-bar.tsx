/**
 * antd-mobile's search bar names its input from the library's locale (搜索框), whatever aria-label it is given: this
 * one is named by the label passed, from our catalogue, in the page's language. Only the search bar's name is
 * changed (a locale around it alone, so no locale tables come with every page).
 *
 * The library's clear mark (⊗) is a bare element, no button a keyboard can reach: a button of ours goes inside it,
 * named from the catalogue. Its press reaches the library's own handler, which empties the box; pressed from the
 * keyboard, it gives the focus back to the box (it goes away with the text). A pointer's press leaves the focus where
 * the library leaves it.
 */
import ConfigProvider, { useConfig } from 'antd-mobile/es/components/config-provider';
import SearchBar, { type SearchBarProps, type SearchBarRef } from 'antd-mobile/es/components/search-bar';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../i18n/index.ts';

export function NamedSearchBar({ label, ...props }: SearchBarProps & { label: string }) {
  const { locale } = useConfig();
  const { t } = useTranslation();
  const bar = useRef<SearchBarRef>(null);
  const named = useMemo(() => ({ ...locale, SearchBar: { ...locale.SearchBar, name: label } }), [locale, label]);
  const input = useMemo(
    () => ({
      clearIcon: (
        <button
          type="button"
          className="search-bar-clear"
          aria-label={t('clearInput')}
          onClick={(event) => {
            if (event.currentTarget === document.activeElement) bar.current?.focus();
          }}
        >
          <CloseCircleFill aria-hidden />
        </button>
      ),
    }),
    [t],
  );
  return (
    <ConfigProvider locale={named} input={input}>
      <SearchBar ref={bar} {...props} />
    </ConfigProvider>
  );
}
