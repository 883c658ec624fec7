import { render, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { enUSWeb } from '../../shared/i18n/en-US.ts';
import { zhCNWeb } from '../../shared/i18n/zh-CN.ts';
import { AgreementNotice, withLinks } from './agreement-notice.tsx';

const links = [
  { words: 'A', to: '/a' },
  { words: 'B', to: '/b' },
];
const shape = (parts: ReturnType<typeof withLinks>) => parts.map((part) => (isValidElement<{ href: string; children: string }>(part) ? { href: part.props.href, text: part.props.children } : part));

describe('the agreement line', () => {
  it('makes each named words a link, in their order, keeping the text around them', () => {
    expect(shape(withLinks('read A and B.', links))).toEqual(['read ', { href: '/a', text: 'A' }, ' and ', { href: '/b', text: 'B' }, '.']);
    expect(shape(withLinks('AB', links))).toEqual([{ href: '/a', text: 'A' }, { href: '/b', text: 'B' }]);
    // Words not found (or found only before the last link) stay text: the line is never lost.
    expect(shape(withLinks('B then A', links))).toEqual(['B then ', { href: '/a', text: 'A' }]);
    expect(shape(withLinks('nothing here', links))).toEqual(['nothing here']);
    expect(shape(withLinks('A', [{ words: '', to: '/x' }]))).toEqual(['A']);
  });

  it.each([
    ['zh-CN', zhCNWeb.auth],
    ['en-US', enUSWeb.auth],
  ])('in %s, names both documents inside the catalogue’s line, in its order', (_, texts) => {
    const terms = texts.agreement.indexOf(texts.agreementTerms);
    const privacy = texts.agreement.indexOf(texts.agreementPrivacy);
    expect(terms).toBeGreaterThanOrEqual(0);
    expect(privacy).toBeGreaterThan(terms);
  });

  it('shows the spec’s words exactly, the two titles as links to their pages', () => {
    const { container } = render(<AgreementNotice />);
    expect(container.textContent).toBe('登录或注册即代表您同意《用户协议》和《隐私政策》');
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/userAgreement');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacyPolicy');
  });
});
