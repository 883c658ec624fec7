/** Where the two documents everyone agrees to by signing in are read (decision 0101). */
import type { AgreementId } from '@md/contract/agreements';

export const AGREEMENT_PATHS = { terms: '/userAgreement', privacy: '/privacyPolicy' } as const satisfies Record<AgreementId, string>;

/** The document a path shows (the router matches paths in any case and with a trailing slash: so does this). */
export const agreementAt = (pathname: string): AgreementId =>
  pathname.replace(/\/+$/, '').toLowerCase() === AGREEMENT_PATHS.privacy.toLowerCase() ? 'privacy' : 'terms';
