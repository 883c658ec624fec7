import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n/i18n.ts';
import { LanguageProvider } from '../i18n/language-provider.tsx';
import { LibraryTexts } from './library-texts.tsx';
import { NamedSearchBar } from './named-search-bar.tsx';

function Box() {
  const [text, setText] = useState('abc');
  return <NamedSearchBar label="search box" value={text} onChange={setText} />;
}

describe('NamedSearchBar', () => {
  beforeAll(() => loadLanguage('en-US'));

  it.each([
    ['zh-CN', '清除内容'],
    ['en-US', 'Clear'],
  ] as const)('its clear mark is a button named from the catalogue in %s; pressed from the keyboard, it empties the box and focuses it', (locale, name) => {
    render(
      <LanguageProvider initial={locale}>
        <LibraryTexts>
          <Box />
        </LibraryTexts>
      </LanguageProvider>,
    );
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'search box' });
    const clear = screen.getByRole('button', { name });
    expect(clear.tabIndex).toBe(0);
    clear.focus();
    // What Enter and Space do on a focused button.
    fireEvent.click(clear);
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('pressed with a pointer, it empties the box and leaves the focus where it was', () => {
    render(
      <LanguageProvider initial="zh-CN">
        <LibraryTexts>
          <Box />
        </LibraryTexts>
      </LanguageProvider>,
    );
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    fireEvent.click(screen.getByRole('button', { name: '清除内容' }));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });
});
