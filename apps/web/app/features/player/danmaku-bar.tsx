/**
 * Under the player: danmaku on or off, the line to send one (Enter sends; a guest is asked to sign in), and the
 * settings (opacity, display area, speed), remembered on this device. Native controls, each named.
 */
import './danmaku-bar.css';
import { DANMAKU_MAX_LENGTH } from '@md/contract/client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/index.ts';
import { requireSignIn } from '../../shared/stores/login-store.ts';
import { useIsRegistered } from '../../shared/stores/user-store.ts';
import { SlidersIcon } from '../../shared/ui/icons.tsx';
import {
  DANMAKU_AREAS,
  DANMAKU_SPEEDS,
  OPACITY_MAX,
  OPACITY_MIN,
  OPACITY_STEP,
  setDanmakuSettings,
  toggleDanmaku,
  useDanmakuSettings,
  type DanmakuArea,
  type DanmakuSpeed,
} from './danmaku-settings.ts';

const AREA_LABELS: Record<DanmakuArea, 'areaQuarter' | 'areaHalf' | 'areaFull'> = { quarter: 'areaQuarter', half: 'areaHalf', full: 'areaFull' };
const SPEED_LABELS: Record<DanmakuSpeed, 'speedSlow' | 'speedNormal' | 'speedFast'> = { slow: 'speedSlow', normal: 'speedNormal', fast: 'speedFast' };

export function DanmakuBar({ onSend }: { onSend(text: string): Promise<boolean> }) {
  const { t } = useTranslation('danmaku');
  const registered = useIsRegistered();
  const settings = useDanmakuSettings();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const opacityId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || requireSignIn()) return;
    const line = text.trim();
    if (!line) return;
    setSending(true);
    setAnnounce('');
    const sent = await onSend(line);
    setSending(false);
    if (sent) {
      setText('');
      setAnnounce(t('sent'));
    }
  }

  // Escape inside the settings closes them and gives focus back to their button.
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      settingsButton.current?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="danmaku-bar">
      <div className="danmaku-bar__row">
        <button type="button" className="danmaku-bar__toggle" aria-pressed={settings.on} onClick={toggleDanmaku}>
          {t('toggle')}
        </button>
        <form className="danmaku-bar__form" onSubmit={submit}>
          <input
            className="danmaku-bar__input"
            type="text"
            aria-label={t('inputLabel')}
            placeholder={registered ? t('placeholder') : t('guestPlaceholder')}
            maxLength={DANMAKU_MAX_LENGTH}
            enterKeyHint="send"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="danmaku-bar__send" disabled={sending}>
            {t('send')}
          </button>
        </form>
        <button
          type="button"
          ref={settingsButton}
          className="danmaku-bar__settings"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {/* On a phone the icon alone (the field needs the room); its name stays the words. */}
          <SlidersIcon className="danmaku-bar__settings-icon" />
          <span className="danmaku-bar__settings-text">{t('settings')}</span>
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {open ? (
        <div id={panelId} className="danmaku-settings" role="group" aria-label={t('settings')} ref={panel}>
          <div className="danmaku-settings__item">
            <label htmlFor={opacityId}>{t('opacity')}</label>
            <input
              id={opacityId}
              type="range"
              min={OPACITY_MIN}
              max={OPACITY_MAX}
              step={OPACITY_STEP}
              value={settings.opacity}
              aria-valuetext={t('opacityValue', { value: settings.opacity })}
              onChange={(event) => setDanmakuSettings({ opacity: Number(event.target.value) })}
            />
            <output htmlFor={opacityId}>{t('opacityValue', { value: settings.opacity })}</output>
          </div>
          <fieldset className="danmaku-settings__item">
            <legend>{t('area')}</legend>
            {(Object.keys(DANMAKU_AREAS) as DanmakuArea[]).map((area) => (
              <label key={area} className="danmaku-settings__choice">
                <input type="radio" name={`${panelId}-area`} checked={settings.area === area} onChange={() => setDanmakuSettings({ area })} />
                {t(AREA_LABELS[area])}
              </label>
            ))}
          </fieldset>
          <fieldset className="danmaku-settings__item">
            <legend>{t('speed')}</legend>
            {(Object.keys(DANMAKU_SPEEDS) as DanmakuSpeed[]).map((speed) => (
              <label key={speed} className="danmaku-settings__choice">
                <input type="radio" name={`${panelId}-speed`} checked={settings.speed === speed} onChange={() => setDanmakuSettings({ speed })} />
                {t(SPEED_LABELS[speed])}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
