import Selector from 'antd-mobile/es/components/selector';
import { LOCALES } from '@md/contract/client';
import { LANGUAGE_NAMES, useLanguage, useTranslation } from '../i18n/index.ts';

/**
 * The language choice, beside the theme switch: each language by its own name. A choice re-renders the page in
 * place (no reload) and is kept in a cookie, so the next server render uses it too.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const { locale, setLocale } = useLanguage();
  return (
    <div role="group" aria-label={t('languageGroup')}>
      <Selector
        className="language-switch"
        columns={2}
        showCheckMark={false}
        options={LOCALES.map((value) => ({ label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>, value }))}
        value={[locale]}
        onChange={(values) => {
          const next = values[0];
          if (next && next !== locale) setLocale(next);
        }}
      />
    </div>
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
