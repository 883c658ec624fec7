/**
 * The sign-in forms' agreement line, as the spec writes it, with its two documents' names made links to them
 * (decision 0101). Plain links, as the card restore's beside it: the page is left, the popup with it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/index.ts';
import { AGREEMENT_PATHS } from '../../shared/navigation/agreements.ts';

/** `text` with each of `links`' words, found in it in their order, made a link; words not found stay text. */
export function withLinks(text: string, links: readonly { words: string; to: string }[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const { words, to } of links) {
    const at = words ? rest.indexOf(words) : -1;
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={to} href={to} className="login-popup__agreement-link">
        {words}
      </a>,
    );
    rest = rest.slice(at + words.length);
  }
  parts.push(rest);
  return parts.filter((part) => part !== '');
}

export function AgreementNotice() {
  const { t } = useTranslation('auth');
  return (
    <p className="login-popup__notice">
      {withLinks(t('agreement'), [
        { words: t('agreementTerms'), to: AGREEMENT_PATHS.terms },
        { words: t('agreementPrivacy'), to: AGREEMENT_PATHS.privacy },
      ])}
    </p>
  );
}
