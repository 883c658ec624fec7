import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, clearDraft, readDraft, useKeptDraft, type PostDraft } from './use-draft.ts';

function Keeper({ draft }: { draft: PostDraft }) {
  useKeptDraft(draft);
  return null;
}

afterEach(() => localStorage.clear());

describe('the publish draft', () => {
  it('is written as it changes, read back after a reload, and removed when emptied or cleared', () => {
    const draft = { text: 'hello', images: ['uploads/2026/11/a.webp'], tagIds: [2], price: 5 };
    const view = render(<Keeper draft={draft} />);
    expect(readDraft()).toEqual(draft);
    view.rerender(<Keeper draft={EMPTY_DRAFT} />);
    expect(localStorage.getItem('md:post-draft')).toBeNull();
    view.rerender(<Keeper draft={{ ...draft, text: 'again' }} />);
    expect(readDraft().text).toBe('again');
    clearDraft();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it('survives a broken or hostile stored value: wrong types are dropped, never thrown', () => {
    localStorage.setItem('md:post-draft', '{not json');
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    localStorage.setItem('md:post-draft', JSON.stringify({ text: 5, images: ['ok.webp', 3, null], tagIds: [1, 'x', 2.5], price: 'free' }));
    expect(readDraft()).toEqual({ text: '', images: ['ok.webp'], tagIds: [1], price: 0 });
  });
});
