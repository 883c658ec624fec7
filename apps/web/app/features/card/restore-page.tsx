/**
 * Restoring an account on this device with its card: the card's text pasted, or its QR picture uploaded (read in
 * the browser). Success is a new session of that account here; the other device keeps its own.
 */
import './card.css';
import { api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { storeSession } from '../../shared/stores/session.ts';
import { isRegistered } from '../../shared/stores/user-store.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { readQrFromFile } from './read-qr.ts';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';

export function RestorePage() {
  const { t } = useTranslation('card');
  const client = useBrowserApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), problem: useId() };

  async function restore(credential: string) {
    const value = credential.replace(/\s+/g, '');
    if (!value) {
      setProblem(t('restoreEmpty'));
      return;
    }
    if (!client) return;
    setBusy(true);
    setProblem(null);
    try {
      const session = await client.call(api.userQrcodeInfo, { credential: value }, { silent: true });
      storeSession(session);
      queryClient.clear();
      showToast(t('restored', { name: session.userInfo.nickname }));
      navigate(isRegistered(session.userInfo) ? '/mine' : '/', { replace: true });
    } catch (error) {
      // The server's reason (expired, revoked, not a card) shows on the page, under the field (no toast over it).
      setProblem(isApiCallError(error) && error.tip ? error.tip : null);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in the field submits past the busy button
    if (!busy) void restore(text);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(t('reading'));
    let found: string | null = null;
    try {
      found = await readQrFromFile(file);
    } catch {
      found = null;
    }
    setBusy(false);
    if (!found) {
      setProblem(t('noQrFound'));
      return;
    }
    setText(found);
    await restore(found);
  }

  return (
    <main className="page page--narrow card-page">
      <h1 className="page__title">{t('restoreTitle')}</h1>
      <p className="card-page__intro">{t('restoreIntro')}</p>
      <form className="restore-form" onSubmit={submit} noValidate>
        <label htmlFor={ids.text} className="account-card__label">
          {t('restoreLabel')}
        </label>
        <textarea
          id={ids.text}
          className="account-card__text"
          rows={4}
          value={text}
          placeholder={t('restorePlaceholder')}
          aria-describedby={problem ? ids.problem : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={ids.problem} className="restore-form__problem" role="alert">
          {problem}
        </p>
        <FocusKeepingButton block color="primary" type="submit" busy={busy}>
          {t('restoreSubmit')}
        </FocusKeepingButton>
        <FocusKeepingButton block fill="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
          {t('upload')}
        </FocusKeepingButton>
        <input ref={fileInput} type="file" accept="image/*" hidden aria-label={t('upload')} onChange={(e) => void upload(e)} data-testid="card-upload" />
      </form>
    </main>
  );
}
