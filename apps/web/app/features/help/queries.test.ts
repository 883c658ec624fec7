// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactQuery, faqQuery, type FaqContent } from './queries.ts';

const faq: FaqContent = { categories: [{ id: 1, name: '签到' }], questions: [] } as unknown as FaqContent;

describe('the help content baked into the page', () => {
  it('is the first answer of the language it was rendered in, and of no other', () => {
    const baked = { content: faq, locale: 'zh-CN' } as const;
    expect(faqQuery(null, baked, 'zh-CN').initialData).toBe(faq);
    expect(faqQuery(null, baked, 'en-US').initialData).toBeUndefined();
    expect(faqQuery(null, baked, 'en-US').queryKey).not.toEqual(faqQuery(null, baked, 'zh-CN').queryKey);
  });

  it('is counted as old, so the browser asks the API for it', () => {
    const options = contactQuery(null, { content: [], locale: 'en-US' }, 'en-US');
    expect(options.initialData).toEqual([]);
    expect(options.initialDataUpdatedAt).toBe(0);
    expect(contactQuery(null, { content: [], locale: 'en-US' }, 'zh-CN').initialData).toBeUndefined();
  });
});
