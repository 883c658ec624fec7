import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { activeLocale } from './i18n.ts';
import { LanguageProvider, LOCALE_STORAGE_KEY, useLanguage } from './language-provider.tsx';
import { useTranslation } from './index.ts';

function Probe() {
  const { t } = useTranslation('auth');
  const { locale } = useLanguage();
  return (
    <p data-testid="probe" data-locale={locale}>
      {t('slogan')}
    </p>
  );
}

const clearCookie = () => {
  document.cookie = 'md_lang=; Path=/; Max-Age=0';
};

afterEach(clearCookie);

describe('LanguageProvider', () => {
  it('renders in the initial language and switches in place, keeping the choice in a cookie and localStorage', async () => {
    render(
      <LanguageProvider initial="zh-CN">
        <Probe />
        <LanguageSwitch />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('登录后继续畅享高清视频');
    // English is loaded on the switch (its own chunk), then the page changes in place.
    await act(async () => screen.getByText('English').click());
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Sign in to keep enjoying HD videos'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.cookie).toContain('md_lang=en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(activeLocale()).toBe('en-US');
    await act(async () => screen.getByText('简体中文').click());
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('登录后继续畅享高清视频'));
  });

  it('restores a choice whose cookie went missing from the localStorage mirror', async () => {
    clearCookie();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    render(
      <LanguageProvider initial="zh-CN">
        <Probe />
      </LanguageProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe').dataset.locale).toBe('en-US'));
    expect(screen.getByTestId('probe').textContent).toBe('Sign in to keep enjoying HD videos');
    expect(document.cookie).toContain('md_lang=en-US');
  });
});
