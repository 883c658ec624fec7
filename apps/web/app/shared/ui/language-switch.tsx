import { LOCALES } from '@md/contract/client';
import { LANGUAGE_NAMES, useLanguage, useTranslation } from '../i18n/index.ts';
import { ChoiceGroup } from './choice-group.tsx';

/**
 * The language choice, beside the theme switch: each language by its own name. A choice re-renders the page in
 * place (no reload) and is kept in a cookie, so the next server render uses it too.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const { locale, setLocale } = useLanguage();
  return (
    <ChoiceGroup
      className="language-switch"
      label={t('languageGroup')}
      choices={LOCALES.map((value) => ({ label: LANGUAGE_NAMES[value], lang: value, value }))}
      value={locale}
      onChange={(next) => {
        if (next !== locale) setLocale(next);
      }}
    />
  );
}

/** One button that switches to the other language, for the desktop header; it names that language in its own words. */
export function LanguageCycleButton() {
  const { locale, setLocale } = useLanguage();
  const next = LOCALES.find((value) => value !== locale) ?? locale;
  return (
    <button type="button" className="header-button" lang={next} onClick={() => setLocale(next)}>
      {LANGUAGE_NAMES[next]}
    </button>
  );
}
