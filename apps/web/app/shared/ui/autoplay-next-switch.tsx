/**
 * 自动连播 (the device's choice, shared/stores/autoplay-next.ts) as a switch: beside 猜你喜欢 on a video page, and a
 * row of /mine's settings. A native checkbox with `role="switch"`: antd-mobile's Switch takes no keyboard focus.
 */
import './switch.css';
import { useTranslation } from '../i18n/index.ts';
import { setAutoplayNext, useAutoplayNext } from '../stores/autoplay-next.ts';

export function AutoplayNextSwitch({ row = false, onTurn }: { row?: boolean; onTurn?: (on: boolean) => void }) {
  const { t } = useTranslation('layout');
  const on = useAutoplayNext();
  return (
    <label className={row ? 'md-switch md-switch--row' : 'md-switch'}>
      {t('autoplayNext')}
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => {
          setAutoplayNext(event.target.checked);
          onTurn?.(event.target.checked);
        }}
      />
    </label>
  );
}
