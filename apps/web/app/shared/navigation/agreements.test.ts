import { describe, expect, it } from 'vitest';
import { AGREEMENT_PATHS, agreementAt } from './agreements.ts';

describe('agreementAt', () => {
  it('finds the document of every path the router sends there: any case, a trailing slash', () => {
    for (const path of [AGREEMENT_PATHS.privacy, '/privacyPolicy/', '/PRIVACYPOLICY', '/privacypolicy//']) expect(agreementAt(path), path).toBe('privacy');
    for (const path of [AGREEMENT_PATHS.terms, '/userAgreement/', '/useragreement']) expect(agreementAt(path), path).toBe('terms');
  });
});
