import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    // The clear mark is a named button of ours, inside the library's bare mark; in a form no Tab stop (Tab goes from
    // a field to the next).
    const button = screen.getByRole('button', { name: clear });
    expect(button.tabIndex).toBe(-1);
    expect(button.parentElement!.className).toContain('adm-input-clear');
    // The library's own Chinese names are gone.
    expect(screen.queryByLabelText('清除')).toBeNull();
  });

  it('a field’s clear button, pressed from the keyboard, empties it and gives it the focus; from a pointer, empties it only', () => {
    render(
      <LanguageProvider initial="zh-CN">
        <LibraryTexts>
          <Input aria-label="账号" clearable defaultValue="abc" />
          <Input aria-label="密码" clearable defaultValue="xyz" />
        </LibraryTexts>
      </LanguageProvider>,
    );
    const [first, second] = screen.getAllByRole<HTMLButtonElement>('button', { name: '清除内容' });
    first.focus();
    // What Enter and Space do on a focused button.
    fireEvent.click(first);
    const account = screen.getByRole<HTMLInputElement>('textbox', { name: '账号' });
    expect(account.value).toBe('');
    expect(document.activeElement).toBe(account);
    expect(screen.getAllByRole('button', { name: '清除内容' })).toEqual([second]);
    fireEvent.click(second);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '密码' }).value).toBe('');
    expect(document.activeElement).toBe(account);
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
