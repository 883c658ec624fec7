import Selector from 'antd-mobile/es/components/selector';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { readTheme, setTheme, THEME_CHOICES, type ThemeChoice } from '../layout/theme.ts';

const LABEL_KEYS = { auto: 'themeAuto', light: 'themeLight', dark: 'themeDark' } as const satisfies Record<ThemeChoice, string>;

export function ThemeSwitch() {
  const { t } = useTranslation('layout');
  const [choice, setChoice] = useState<ThemeChoice>('auto');
  useEffect(() => setChoice(readTheme()), []);
  return (
    <div role="group" aria-label={t('themeGroup')}>
      <Selector
        className="theme-switch"
        columns={3}
        showCheckMark={false}
        options={THEME_CHOICES.map((value) => ({ label: t(LABEL_KEYS[value]), value }))}
        value={[choice]}
        onChange={(values) => {
          const next = values[0];
          if (!next) return;
          setChoice(next);
          setTheme(next);
        }}
      />
    </div>
  );
}

/** One button that cycles auto → light → dark, for the desktop header. */
export function ThemeCycleButton() {
  const { t } = useTranslation('layout');
  const [choice, setChoice] = useState<ThemeChoice>('auto');
  useEffect(() => setChoice(readTheme()), []);
  const next = THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length];
  return (
    <button
      type="button"
      className="header-button"
      aria-label={t('themeCycle', { current: t(LABEL_KEYS[choice]), next: t(LABEL_KEYS[next]) })}
      onClick={() => {
        setChoice(next);
        setTheme(next);
      }}
    >
      {t(LABEL_KEYS[choice])}
    </button>
  );
}
