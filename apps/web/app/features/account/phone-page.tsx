/**
 * /mine/phone: bind a number to the account (login/bindMobile), or change the bound one with a code to the old
 * number and one to the new (user/changeMobile). The answer is the new user info, stored at once.
 */
import './phone-page.css';
import { api, Code } from '@md/contract/client';
import { maskMobile } from '@md/contract/phone';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { CodeField, DEFAULT_PHONE_COUNTRY, FixedNumber, MobileField, PasswordField, checkPhoneForm, type PhoneFieldError } from '../../shared/phone/phone-fields.tsx';
import { storeUserInfo } from '../../shared/stores/session.ts';
import { useUserInfo } from '../../shared/stores/user-store.ts';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { showToast } from '../../shared/ui/toast.ts';

export function PhonePage() {
  const { t } = useTranslation('phone');
  const user = useUserInfo();
  const mobile = user?.mobile ?? null;
  return (
    <main className="page page--narrow phone-page">
      <h1 className="page__title">{mobile ? t('changeTitle') : t('bindTitle')}</h1>
      {/* Keyed by the number: after a change the form starts again, empty, for the new one. */}
      {mobile ? <ChangeForm key={mobile} current={mobile} /> : <BindForm withPassword={Boolean(user?.account)} />}
    </main>
  );
}

/**
 * A refusal goes under the field it is about: the number's, the password's (a wrong one, or too many wrong tries: a
 * bind's only limit), or the code's.
 */
function refusalField(failure: { code: number | null }, codeField: 'code' | 'oldCode' = 'code', withPassword = false): 'mobile' | 'code' | 'oldCode' | 'password' {
  if (failure.code === Code.wrongOldPassword || (withPassword && failure.code === Code.tooManyRequests)) return 'password';
  return failure.code === Code.mobileTaken || failure.code === Code.mobileState ? 'mobile' : codeField;
}

/** An account (it has a password) confirms it: a session alone cannot add a way in that outlives a password change. */
function BindForm({ withPassword }: { withPassword: boolean }) {
  const { t } = useTranslation('phone');
  const { t: tips } = useTranslation('tips');
  const client = useApi();
  const [form, setForm] = useState({ country: DEFAULT_PHONE_COUNTRY, mobile: '', code: '', password: '' });
  const [error, setError] = useState<PhoneFieldError>(null);
  const [busy, setBusy] = useState(false);

  const incomplete = !form.mobile.trim() || !form.code || (withPassword && !form.password);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field submits even while the button says it is unavailable.
    if (busy || incomplete) return;
    const problem = checkPhoneForm(tips, form) ?? (withPassword && !form.password ? { field: 'password' as const, message: tips('enterPassword') } : null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { password, ...phone } = form;
      storeUserInfo(await client.call(api.loginBindMobile, withPassword ? { ...phone, password } : phone, { silent: true }));
      showToast(t('bound'));
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError({ field: refusalField(failure, 'code', withPassword), message: failure.tip });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="phone-page__card" onSubmit={submit} noValidate aria-label={t('bindTitle')}>
      <p className="phone-page__intro">{t('bindIntro')}</p>
      <MobileField label={t('mobile')} country={form.country} mobile={form.mobile} onChange={(number) => setForm({ ...form, ...number })} error={error?.field === 'mobile' ? error.message : null} />
      <CodeField
        label={t('code')}
        code={form.code}
        onCode={(code) => setForm({ ...form, code })}
        target={{ mobile: form.mobile, country: form.country, purpose: 'bind' }}
        onError={setError}
        error={error?.field === 'code' ? error.message : null}
      />
      {withPassword && <PasswordField label={t('password')} placeholder={t('passwordPlaceholder')} value={form.password} onChange={(password) => setForm({ ...form, password })} error={error?.field === 'password' ? error.message : null} />}
      <FocusKeepingButton block color="primary" type="submit" disabled={incomplete} busy={busy}>
        {t('bind')}
      </FocusKeepingButton>
    </form>
  );
}

function ChangeForm({ current }: { current: string }) {
  const { t } = useTranslation('phone');
  const { t: tips } = useTranslation('tips');
  const client = useApi();
  const [form, setForm] = useState({ country: DEFAULT_PHONE_COUNTRY, mobile: '', code: '', oldCode: '' });
  const [error, setError] = useState<PhoneFieldError>(null);
  const [busy, setBusy] = useState(false);

  const incomplete = !form.mobile.trim() || !form.code || !form.oldCode;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || incomplete) return;
    const problem = checkPhoneForm(tips, form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      storeUserInfo(await client.call(api.userChangeMobile, form, { silent: true }));
      showToast(t('changed'));
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError({ field: refusalField(failure), message: failure.tip });
    } finally {
      setBusy(false);
    }
  }

  // The current number is sent as stored (E.164 carries its country); the region passed along is only a fallback.
  const old = { mobile: current, country: DEFAULT_PHONE_COUNTRY, purpose: 'changeOld' as const };
  return (
    <form className="phone-page__card" onSubmit={submit} noValidate aria-label={t('changeTitle')}>
      <FixedNumber label={t('current')} value={maskMobile(current)} />
      <CodeField label={t('oldCode')} code={form.oldCode} onCode={(oldCode) => setForm({ ...form, oldCode })} target={old} onError={setError} numberField="oldCode" error={error?.field === 'oldCode' ? error.message : null} />
      <MobileField label={t('newMobile')} country={form.country} mobile={form.mobile} onChange={(number) => setForm({ ...form, ...number })} error={error?.field === 'mobile' ? error.message : null} />
      <CodeField
        label={t('newCode')}
        code={form.code}
        onCode={(code) => setForm({ ...form, code })}
        target={{ mobile: form.mobile, country: form.country, purpose: 'changeNew' }}
        onError={setError}
        error={error?.field === 'code' ? error.message : null}
      />
      <FocusKeepingButton block color="primary" type="submit" disabled={incomplete} busy={busy}>
        {t('change')}
      </FocusKeepingButton>
    </form>
  );
}
