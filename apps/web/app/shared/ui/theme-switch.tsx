import Selector from 'antd-mobile/es/components/selector';
import { useEffect, useState } from 'react';
import { readTheme, setTheme, THEME_CHOICES, type ThemeChoice } from '../layout/theme.ts';

const LABELS: Record<ThemeChoice, string> = { auto: '跟随系统', light: '浅色', dark: '深色' };

export function ThemeSwitch() {
  const [choice, setChoice] = useState<ThemeChoice>('auto');
  useEffect(() => setChoice(readTheme()), []);
  return (
    <div role="group" aria-label="主题">
      <Selector
        className="theme-switch"
        columns={3}
        showCheckMark={false}
        options={THEME_CHOICES.map((value) => ({ label: LABELS[value], value }))}
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
  const [choice, setChoice] = useState<ThemeChoice>('auto');
  useEffect(() => setChoice(readTheme()), []);
  const next = THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length];
  return (
    <button
      type="button"
      className="header-button"
      aria-label={`主题：${LABELS[choice]}，切换为${LABELS[next]}`}
      onClick={() => {
        setChoice(next);
        setTheme(next);
      }}
    >
      {LABELS[choice]}
    </button>
  );
}
