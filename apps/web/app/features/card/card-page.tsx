/**
 * The account credential card (身份卡) of whoever holds this session, guest or registered: its QR picture to save
 * and its text to copy, a new card, revoking it. The credential shows only on the device that made it (the server
 * keeps its hash), so another device offers a new card instead.
 */
import './card.css';
import { api } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { apiKey, personalQuery } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { useUserInfo } from '../../shared/stores/user-store.ts';
import { confirmDialog } from '../../shared/ui/confirm.tsx';
import { ErrorState } from '../../shared/ui/states.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { copyText } from './copy-text.ts';
import { keepCard, readKeptCard, type KeptCard } from './kept-card.ts';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';

export function CardPage() {
  const { t } = useTranslation('card');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const user = useUserInfo();
  const queryClient = useQueryClient();
  const state = useQuery(personalQuery(client, token, api.userQrcode, {}));
  /** The card issued or revoked on this page; until then, the one this browser kept (read once the answer is here, never while hydrating). */
  const [fresh, setFresh] = useState<KeptCard | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const userId = user?.id ?? null;

  const kept = fresh !== undefined ? fresh : state.data && userId !== null ? readKeptCard(userId) : null;
  const active = state.data?.card ?? null;
  const shown = active && kept?.id === active.id ? kept : null;
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);

  async function run(action: 'issue' | 'revoke') {
    if (busy || userId === null || !client) return;
    if (active) {
      const sure = await confirmDialog({
        title: action === 'issue' ? t('reissue') : t('revoke'),
        content: action === 'issue' ? t('reissueConfirm') : t('revokeConfirm'),
        confirmText: t('confirm'),
        cancelText: t('cancel'),
        danger: action === 'revoke',
      });
      if (!sure) return;
    }
    setBusy(true);
    try {
      const answer = await client.call(api.userQrcode, { action });
      const card = answer.card && answer.credential && answer.qrImage ? { id: answer.card.id, credential: answer.credential, qrImage: answer.qrImage } : null;
      keepCard(userId, card);
      setFresh(card);
      if (action === 'revoke') showToast(t('revoked'));
      queryClient.setQueryData(personalQuery(client, token, api.userQrcode, {}).queryKey, { card: answer.card });
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: apiKey(api.userQrcode) });
    }
  }

  async function copy() {
    if (shown) showToast((await copyText(shown.credential)) ? t('copied') : t('copyFailed'));
  }

  let body;
  if (state.isError) body = <ErrorState text={t('loadFailed')} error={state.error} onRetry={() => void state.refetch()} />;
  else if (!state.data) body = <Skeleton.Paragraph lineCount={6} animated />;
  else if (shown && active)
    body = (
      <div className="account-card" data-testid="account-card">
        <img className="account-card__qr" src={shown.qrImage} alt={t('qrAlt')} width={240} height={240} />
        <p className="account-card__name">{user?.nickname}</p>
        <p className="account-card__expiry">{t('expiresAt', { date: date(active.expiresAt) })}</p>
        <label className="account-card__label" htmlFor="account-card-text">
          {t('credentialLabel')}
        </label>
        <textarea id="account-card-text" className="account-card__text" readOnly value={shown.credential} rows={3} onFocus={(e) => e.currentTarget.select()} />
        <div className="account-card__actions">
          <a className="adm-button adm-button-primary adm-button-shape-default account-card__save" href={shown.qrImage} download={`account-card-${active.id}.png`}>
            {t('save')}
          </a>
          <Button fill="outline" onClick={() => void copy()}>
            {t('copy')}
          </Button>
        </div>
      </div>
    );
  else
    body = (
      <div className="account-card account-card--empty">
        <p>{active ? t('elsewhere', { date: date(active.issuedAt) }) : t('none')}</p>
        {!active && (
          <FocusKeepingButton block color="primary" busy={busy} onClick={() => void run('issue')}>
            {t('issue')}
          </FocusKeepingButton>
        )}
      </div>
    );

  return (
    <main className="page page--narrow card-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="card-page__intro">{t('intro')}</p>
      {body}
      {active && (
        <div className="card-page__manage">
          <FocusKeepingButton block busy={busy} onClick={() => void run('issue')}>
            {t('reissue')}
          </FocusKeepingButton>
          <FocusKeepingButton block color="danger" fill="none" disabled={busy} onClick={() => void run('revoke')}>
            {t('revoke')}
          </FocusKeepingButton>
        </div>
      )}
      <p className="card-page__restore">
        <Link to="/restoreAccount">{t('restoreLink')}</Link>
      </p>
    </main>
  );
}
