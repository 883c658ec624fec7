/** The lock screen: the code, what the server said about a wrong one, and the way out when it is forgotten. */
import { api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { openLogin } from '../../shared/stores/login-store.ts';
import { signOutToGuest } from '../../shared/api/sign-out.ts';
import { focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { useLeavePage } from '../../shared/navigation/leave-page.tsx';

const CODE = /^\d{4,6}$/;

export function LockScreen({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation('mine');
  const client = useApi();
  const queryClient = useQueryClient();
  const leave = useLeavePage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** "Forgot the code" asks first, inside the lock screen (a dialog would open beneath it). */
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!CODE.test(code)) {
      setError(t('codeFormat'));
      return;
    }
    setBusy(true);
    try {
      await client.call(api.userLockscreencodeCheck, { code }, { silent: true });
      onUnlock();
    } catch (failure) {
      // A 1000 (the fifth wrong code) has already signed the device out and is on its way to `/`.
      setError(isApiCallError(failure) ? failure.tip : t('codeFormat'));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  async function forgot() {
    setBusy(true);
    const here = window.location.pathname + window.location.search;
    // Home before the guest's session begins: the page under the lock screen may be a members' page.
    try {
      await signOutToGuest(client, queryClient, () => leave('/'));
      openLogin('signIn', { redirect: here });
    } catch {
      // Offline, or the guest's session not started: the request layer has said why; the button works again.
      setBusy(false);
    }
  }

  return (
    <section className="lock-screen" role="dialog" aria-modal="true" aria-labelledby={`${inputId}-title`} data-testid="lock-screen">
      <svg className="lock-screen__icon" viewBox="0 0 48 48" aria-hidden>
        <rect x="10" y="21" width="28" height="20" rx="4" fill="currentColor" opacity="0.9" />
        <path d="M16 21v-5a8 8 0 0 1 16 0v5" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <h2 id={`${inputId}-title`} className="lock-screen__title">
        {t('lockScreenTitle')}
      </h2>
      <p className="lock-screen__hint">{t('lockScreenHint')}</p>
      <form className="lock-screen__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="lock-screen__label">
          {t('lockCodeLabel')}
        </label>
        <input
          id={inputId}
          className="lock-screen__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={code}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the lock screen exists to take this code
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {error ? (
          <p id={errorId} className="lock-screen__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="lock-screen__unlock" {...focusKeepingProps(busy)}>
          {t('unlock')}
        </button>
      </form>
      {confirming ? (
        <div className="lock-screen__confirm" role="group" aria-label={t('forgotConfirmTitle')}>
          <p>{t('forgotConfirmBody')}</p>
          <div className="lock-screen__confirm-actions">
            <button type="button" className="lock-screen__unlock" {...focusKeepingProps(busy, () => void forgot())}>
              {t('forgotConfirm')}
            </button>
            <button type="button" className="lock-screen__forgot" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="lock-screen__forgot" onClick={() => setConfirming(true)}>
          {t('forgotCode')}
        </button>
      )}
    </section>
  );
}
