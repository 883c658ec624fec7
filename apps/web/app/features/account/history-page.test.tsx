import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WatchItem } from '../../shared/db/histories.ts';
import { loadLanguage } from '../../shared/i18n/i18n.ts';
import { LanguageProvider } from '../../shared/i18n/language-provider.tsx';
import { WatchRow } from './history-page.tsx';

const item = (time: number, title: string): WatchItem => ({ mediaId: 7, time, duration: 60, title, cover: '', updatedAt: new Date().toISOString() });

function row(watched: WatchItem, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  render(
    <LanguageProvider initial={locale}>
      <MemoryRouter>
        <ul>
          <WatchRow item={watched} onRemove={() => {}} />
        </ul>
      </MemoryRouter>
    </LanguageProvider>,
  );
}

describe('a watch history row', () => {
  it('offers 继续观看 for a video left part-way, with its progress', () => {
    row(item(30, '晨跑'));
    expect(screen.getByRole('progressbar').textContent).toBe('已看 50%');
    expect(screen.getByRole('link', { name: '继续观看：晨跑' }).textContent).toBe('继续观看');
  });

  it('offers 再看一遍 for a video watched to its end (the player starts it again)', () => {
    row(item(57, '晚霞'));
    expect(screen.getByRole('progressbar').textContent).toBe('已看完');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('已看完');
    expect(screen.getByRole('link', { name: '再看一遍：晚霞' }).textContent).toBe('再看一遍');
  });

  it('does not call a video left in its first seconds finished', () => {
    row(item(1, '清晨'));
    expect(screen.getByRole('progressbar').textContent).toBe('已看 2%');
    expect(screen.getByRole('link', { name: '继续观看：清晨' })).toBeTruthy();
  });

  it.each([
    [30, 'Resume'],
    [57, 'Replay'],
  ])('in English, names the link after its visible words (a voice command says what it sees): %s s of 60', async (time, words) => {
    await loadLanguage('en-US');
    row(item(time, '晨跑'), 'en-US');
    const link = screen.getByRole('link', { name: new RegExp(`^${words}: 晨跑$`) });
    expect(link.textContent).toBe(words);
  });
});
