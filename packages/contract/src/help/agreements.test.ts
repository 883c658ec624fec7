import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/types.ts';
import { AGREEMENT_IDS, agreement, parseAgreements } from './agreements.ts';
import raw from './agreements.json' with { type: 'json' };

const HAN = /\p{Script=Han}/u;

describe('the user agreement and the privacy policy', () => {
  it('has each document in every language, whole: a title, a date and every section of the Chinese', () => {
    for (const id of AGREEMENT_IDS) {
      const chinese = agreement(id, 'zh-CN');
      expect(chinese.title).toMatch(HAN);
      for (const locale of LOCALES) {
        const text = agreement(id, locale);
        expect(text.id).toBe(id);
        expect(text.updated).toBe(chinese.updated);
        expect(text.sections.map((s) => s.paragraphs.length)).toEqual(chinese.sections.map((s) => s.paragraphs.length));
        if (locale !== 'zh-CN') {
          const words = [text.title, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs])];
          expect(words.filter((w) => HAN.test(w)), `${id} in ${locale}`).toEqual([]);
        }
      }
    }
    expect(agreement('terms').title).toBe('用户协议');
    expect(agreement('privacy', 'en-US').title).toBe('Privacy Policy');
  });

  it('refuses a file without one of them, with one twice, or with a date that is not a day', () => {
    const [terms, privacy] = raw.agreements;
    expect(() => parseAgreements({ agreements: [terms] })).toThrow(/each agreement exactly once/);
    expect(() => parseAgreements({ agreements: [terms, terms, privacy] })).toThrow(/each agreement exactly once/);
    expect(() => parseAgreements({ agreements: [{ ...terms, updated: '30/11/2026' }, privacy] })).toThrow();
    expect(() => parseAgreements({ agreements: [{ ...terms, sections: [] }, privacy] })).toThrow();
    expect(parseAgreements(raw).agreements).toHaveLength(2);
  });
});
