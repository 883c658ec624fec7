/**
 * The quality menu: 自动 and each level the viewer may watch, labelled 标清 / 高清 / 超清. Levels an account
 * would unlock are not offered; a line says that signing in unlocks them, and opens the sign-in.
 */
import type { MediaLevel } from '@md/contract/client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/index.ts';
import { LEVEL_LABEL_KEYS, type QualityChoice } from './quality.ts';

export interface QualityMenuProps {
  levels: readonly MediaLevel[];
  locked: readonly MediaLevel[];
  choice: QualityChoice;
  /** The level playing now, once known (shown beside 自动). */
  playing: MediaLevel | null;
  onChoose(choice: QualityChoice): void;
  onUnlock(): void;
}

export function QualityMenu({ levels, locked, choice, playing, onChoose, onUnlock }: QualityMenuProps) {
  const { t } = useTranslation('player');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const levelName = (level: MediaLevel) => t(LEVEL_LABEL_KEYS[level]);
  const current = choice === 'auto' ? (playing ? t('qualityAutoPlaying', { level: levelName(playing) }) : t('qualityAuto')) : levelName(choice);

  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    element.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes, ↑/↓ move between entries; the page's shortcuts do not see these keys.
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      event.stopPropagation();
      const items = [...element.querySelectorAll<HTMLElement>('[role="menu"] button')];
      const at = items.indexOf(document.activeElement as HTMLElement);
      items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    };
    document.addEventListener('pointerdown', outside);
    element.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('pointerdown', outside);
      element.removeEventListener('keydown', keys);
    };
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function choose(next: QualityChoice) {
    onChoose(next);
    close();
  }

  const options: QualityChoice[] = ['auto', ...[...levels].reverse()];
  return (
    <div className="quality-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="quality-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('qualityMenu', { current })}
        onClick={() => setOpen((o) => !o)}
      >
        {choice === 'auto' ? t('qualityAuto') : levelName(choice)}
      </button>
      {open ? (
        <div id={menuId} className="quality-menu__list" role="menu" aria-label={t('quality')}>
          {options.map((option) => (
            <button key={option} type="button" role="menuitemradio" aria-checked={option === choice} onClick={() => choose(option)}>
              {option === 'auto' ? (choice === 'auto' ? current : t('qualityAuto')) : levelName(option)}
              {option !== 'auto' ? <span className="quality-menu__res">{option.toUpperCase()}</span> : null}
            </button>
          ))}
          {locked.length > 0 ? (
            <button
              type="button"
              role="menuitem"
              className="quality-menu__unlock"
              onClick={() => {
                setOpen(false);
                onUnlock();
              }}
            >
              {t('unlockHint', { levels: locked.map(levelName).join(t('levelSeparator')) })}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
