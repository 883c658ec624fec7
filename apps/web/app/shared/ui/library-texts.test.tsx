import { render, screen } from '@testing-library/react';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n/i18n.ts';
import { LanguageProvider } from '../i18n/language-provider.tsx';
import { LibraryTexts } from './library-texts.tsx';

function Page() {
  return (
    <>
      <Input aria-label="name" clearable onlyShowClearWhenFocus={false} defaultValue="text" />
      <Popup visible onMaskClick={() => {}} showCloseButton>
        <p>inside</p>
      </Popup>
    </>
  );
}

describe('LibraryTexts', () => {
  beforeAll(() => loadLanguage('en-US'));

  it.each([
    ['en-US', 'Close the popup', 'Close', 'Clear'],
    ['zh-CN', '关闭弹窗', '关闭', '清除内容'],
  ] as const)('names the library’s own controls in %s from the catalogue', (locale, mask, close, clear) => {
    render(
      <LanguageProvider initial={locale}>
        <LibraryTexts>
          <Page />
        </LibraryTexts>
      </LanguageProvider>,
    );
    expect(screen.getByRole('button', { name: mask, hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: close })).toBeTruthy();
    expect(screen.getByLabelText(clear).className).toContain('adm-input-clear');
    // The library's own Chinese names are gone.
    expect(screen.queryByRole('button', { name: '背景蒙层', hidden: true })).toBeNull();
  });
});
