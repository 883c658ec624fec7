/**
 * antd-mobile's search bar names its input from the library's locale (搜索框), whatever aria-label it is given: this
 * one is named by the label passed, from our catalogue, in the page's language. Only the search bar's name is
 * changed (a locale around it alone, so no locale tables come with every page).
 * Its clear mark is the button every clearable field has (LibraryTexts), a Tab stop here: one field and its button.
 */
import ConfigProvider, { useConfig } from 'antd-mobile/es/components/config-provider';
import SearchBar, { type SearchBarProps } from 'antd-mobile/es/components/search-bar';
import { useMemo } from 'react';
import { ClearMarkInReach } from './library-texts.tsx';

export function NamedSearchBar({ label, ...props }: SearchBarProps & { label: string }) {
  const { locale } = useConfig();
  const named = useMemo(() => ({ ...locale, SearchBar: { ...locale.SearchBar, name: label } }), [locale, label]);
  return (
    <ClearMarkInReach>
      <ConfigProvider locale={named}>
        <SearchBar {...props} />
      </ConfigProvider>
    </ClearMarkInReach>
  );
}
