/**
 * /userAgreement and /privacyPolicy (decision 0101): the document as the contract's file has it, in the page's
 * language (every language came with the page, so a switch shows the other at once), its sections as headings the
 * screen reader's heading list walks, and the way on to the other document and to the people behind the site.
 */
import './help.css';
import type { Agreement, AgreementId } from '@md/contract/agreements';
import type { Locale } from '@md/contract/client';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { AGREEMENT_PATHS } from '../../shared/navigation/agreements.ts';

export function AgreementPage({ id, texts }: { id: AgreementId; texts: Record<Locale, Agreement> }) {
  const { t } = useTranslation('help');
  const { locale } = useLanguage();
  const doc = texts[locale];
  const other: AgreementId = id === 'terms' ? 'privacy' : 'terms';
  return (
    <main className="page page--narrow help agreement">
      <h1 className="page__title">{doc.title}</h1>
      <p className="agreement__updated">{t('agreementUpdated', { date: doc.updated })}</p>
      {doc.sections.map((section, index) => (
        <section key={index} className="agreement__section" aria-labelledby={`agreement-${index}`}>
          <h2 id={`agreement-${index}`} className="agreement__heading">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, at) => (
            <p key={at} className="agreement__paragraph">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <nav className="help__links" aria-label={t('agreementOther')}>
        <p className="help__links-title">{t('agreementOther')}</p>
        <Link to={AGREEMENT_PATHS[other]} className="help__link">
          {t(other === 'terms' ? 'termsEntry' : 'privacyEntry')}
        </Link>
        <Link to="/contactUs" className="help__link">
          {t('contactEntry')}
        </Link>
      </nav>
    </main>
  );
}
