import { render, screen, waitFor } from '@testing-library/react';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, setActiveLocale } from '../i18n/i18n.ts';
import { confirmDialog } from './confirm.tsx';
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
    ['en-US', 'Backdrop', 'Close', 'Clear'],
    ['zh-CN', '背景蒙层', '关闭', '清除内容'],
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
    expect(screen.queryByLabelText('清除')).toBeNull();
  });

  it('names them in what antd-mobile draws in a root of its own (a confirmation dialog), in the page’s language', async () => {
    setActiveLocale('en-US');
    try {
      void confirmDialog({ title: 'Clear?', confirmText: 'Clear', cancelText: 'Cancel' });
      const backdrop = await waitFor(() => {
        const found = document.querySelector('.adm-dialog-mask .adm-mask-aria-button, .adm-mask-aria-button');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(backdrop.getAttribute('aria-label')).toBe('Backdrop');
      (await screen.findByRole('button', { name: 'Cancel' })).click();
    } finally {
      setActiveLocale('zh-CN');
    }
  });
});
