/**
 * /FAQ: the categories as chips, a search within the FAQ, each question a disclosure (a button that shows or hides
 * its answer). Its content is baked at build time and refreshed from the API when it answers (decision 0050).
 */
import './help.css';
import { QUESTION_KEYWORD_MAX, findQuestions } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { EmptyState } from '../../shared/ui/states.tsx';
import { UserText } from '../../shared/ui/user-text.tsx';
import { faqQuery, type Baked, type FaqContent, type FaqQuestion } from './queries.ts';

export function FaqPage({ baked }: { baked: Baked<FaqContent> }) {
  const { t } = useTranslation('help');
  const client = useBrowserApi();
  const { locale } = useLanguage();
  const faq = useQuery(faqQuery(client, baked, locale));
  const { categories, questions } = faq.data ?? baked.content;
  const [cateId, setCateId] = useState<number | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const searchId = useId();
  const shown = findQuestions(questions, cateId, keyword);

  return (
    <main className="page page--narrow help">
      <h1 className="page__title">{t('faqTitle')}</h1>
      <p className="help__intro">{t('faqIntro')}</p>
      {faq.isError ? (
        <p className="help__offline" role="status">
          {t('offline')}
        </p>
      ) : null}
      <form className="help__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="help__search-input"
          value={keyword}
          maxLength={QUESTION_KEYWORD_MAX}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
        {keyword ? (
          <button type="button" className="help__search-clear" onClick={() => setKeyword('')}>
            {t('clearSearch')}
          </button>
        ) : null}
      </form>
      <div className="help__chips" role="group" aria-label={t('categories')}>
        <button type="button" className="help__chip" aria-pressed={cateId === undefined} onClick={() => setCateId(undefined)}>
          {t('allCategories')}
        </button>
        {categories.map((category) => (
          <button key={category.id} type="button" className="help__chip" aria-pressed={cateId === category.id} onClick={() => setCateId(category.id)}>
            {category.name}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {t('resultCount', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState text={t('noQuestions')} />
      ) : (
        <ul className="help__questions" data-testid="faq-list">
          {shown.map((question) => (
            <FaqItem key={question.id} question={question} />
          ))}
        </ul>
      )}
      <HelpLinks current="faq" />
    </main>
  );
}

function FaqItem({ question }: { question: FaqQuestion }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="help__question">
      <h2 className="help__question-title">
        <button type="button" className="help__toggle" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
          <UserText as="span" text={question.question} />
          <span className="help__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={answerId} className="help__answer" hidden={!open}>
        <UserText text={question.answer} />
      </div>
    </li>
  );
}

/** The way on from one help page to the others. */
export function HelpLinks({ current }: { current: 'faq' | 'contact' | 'feedback' }) {
  const { t } = useTranslation('help');
  const links = [
    ['faq', '/FAQ', t('faqEntry')],
    ['contact', '/contactUs', t('contactEntry')],
    ['feedback', '/feedback', t('feedbackEntry')],
  ] as const;
  return (
    <nav className="help__links" aria-label={t('stillNeedHelp')}>
      <p className="help__links-title">{t('stillNeedHelp')}</p>
      {links
        .filter(([key]) => key !== current)
        .map(([key, to, label]) => (
          <Link key={key} to={to} className="help__link">
            {label}
          </Link>
        ))}
    </nav>
  );
}
