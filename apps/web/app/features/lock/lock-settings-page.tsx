/** /mine/lock: turn the privacy lock on, change its code, or turn it off (the current code is asked for both). */
import './lock.css';
import { api } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiKey, personalQuery } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { useUserInfo } from '../../shared/stores/user-store.ts';
import { focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { CardGridSkeleton } from '../../shared/ui/states.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { writeLockFlag } from '../../shared/stores/lock-flag.ts';
import { unlockSession } from './lock-store.ts';

const CODE = /^\d{4,6}$/;
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

function CodeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="lock-settings__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={value} onChange={(event) => onChange(digits(event.target.value))} />
    </div>
  );
}

export function LockSettingsPage() {
  const { t } = useTranslation('mine');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const user = useUserInfo();
  const queryClient = useQueryClient();
  const state = useQuery(personalQuery(client, token, api.userLockscreencodeState, {}));
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const enabled = state.data?.enabled ?? false;

  async function save(code: string | null) {
    if (!client || busy) return;
    if ((code !== null && !CODE.test(code)) || (enabled && !CODE.test(current))) {
      showToast(t('codeFormat'));
      return;
    }
    setBusy(true);
    try {
      const answer = await client.call(api.userLockscreencodeSet, { code, oldCode: enabled ? current : undefined });
      writeLockFlag(answer.enabled && user ? user.id : null);
      // The person setting the code is here: the new lock starts with the next open or absence.
      unlockSession();
      showToast(answer.enabled ? t('codeSet') : t('codeCleared'));
      setCurrent('');
      setNext('');
      await queryClient.invalidateQueries({ queryKey: apiKey(api.userLockscreencodeState) });
    } catch {
      // the request layer has shown why (a wrong current code says how many tries are left)
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(next);
  };

  return (
    <main className="page page--narrow">
      <div className="lock-settings__bar">
        <h1>{t('lockTitle')}</h1>
      </div>
      {state.isPending ? (
        <CardGridSkeleton count={1} />
      ) : (
        <form className="lock-settings" onSubmit={submit} data-testid="lock-settings" data-enabled={enabled}>
          <p className="lock-settings__state">{enabled ? t('lockOn') : t('lockOff')}</p>
          {enabled ? <CodeField label={t('currentCode')} value={current} onChange={setCurrent} /> : null}
          <CodeField label={t('newCode')} value={next} onChange={setNext} />
          <div className="lock-settings__actions">
            <button type="submit" aria-busy={busy || undefined} {...focusKeepingProps(busy)}>
              {enabled ? t('changeCode') : t('setCode')}
            </button>
            {enabled ? (
              <button type="button" className="lock-settings__secondary" {...focusKeepingProps(busy, () => void save(null))}>
                {t('clearCode')}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </main>
  );
}
