import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { chooseTheme, subscribeTheme, themeSnapshot, THEME_CHOICES, type ThemeChoice } from '../layout/theme.ts';

/** The stored choice; 'auto' while the server renders and the page hydrates, so both render alike. */
function useThemeChoice() {
  return useSyncExternalStore(subscribeTheme, themeSnapshot, () => 'auto' as ThemeChoice);
}

const LABEL_KEYS = { auto: 'themeAuto', light: 'themeLight', dark: 'themeDark' } as const satisfies Record<ThemeChoice, string>;

export function ThemeSwitch() {
  const { t } = useTranslation('layout');
  const choice = useThemeChoice();
  return (
    <ChoiceGroup
      className="theme-switch"
      label={t('themeGroup')}
      choices={THEME_CHOICES.map((value) => ({ label: t(LABEL_KEYS[value]), value }))}
      value={choice}
      onChange={chooseTheme}
    />
  );
}

/** One button that cycles auto → light → dark, for the desktop header. */
export function ThemeCycleButton() {
  const { t } = useTranslation('layout');
  const choice = useThemeChoice();
  const next = THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length];
  return (
    <button
      type="button"
      className="header-button"
      aria-label={t('themeCycle', { current: t(LABEL_KEYS[choice]), next: t(LABEL_KEYS[next]) })}
      onClick={() => {
        chooseTheme(next);
      }}
    >
      {t(LABEL_KEYS[choice])}
    </button>
  );
}
