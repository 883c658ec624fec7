/**
 * The sign-in and sign-up forms (spec sections 2 and 5), shared by the login popup and the sign-in page: each
 * stores the session and hands over to `onDone` (the popup closes, the page goes where it was asked to).
 */
import './login-popup.css';
import { ACCOUNT_MIN_LENGTH, api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Input from 'antd-mobile/es/components/input';
import Tabs from 'antd-mobile/es/components/tabs';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { setToken } from '../../shared/stores/app-store.ts';
import type { LoginTab } from '../../shared/stores/login-store.ts';
import { CodeField, DEFAULT_PHONE_COUNTRY, MobileField, checkPhoneForm, type PhoneFieldError } from '../../shared/phone/phone-fields.tsx';
import { storeSession, storeUserInfo } from '../../shared/stores/session.ts';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { AgreementNotice } from './agreement-notice.tsx';
import { canSubmitSignIn, canSubmitSignUp, fieldOfTip, validateSignIn, validateSignUp, type FieldError } from './validation.ts';

/** Seconds as the lock notice says them: minutes and seconds from a minute up. */
function useWaitText() {
  const { t } = useTranslation('profile');
  return (seconds: number) =>
    seconds >= 60 ? t('minutesSeconds', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }) : t('seconds', { seconds });
}

/**
 * What login/before says of an account, kept as the moment the lock ends (ticking down each second) and the
 * tries left. Asked when the account field is left and after a refused sign-in; asking counts no attempt.
 */
function useSignInState(account: string) {
  const client = useApi();
  const [state, setState] = useState<{ account: string; until: number; attemptsLeft: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const locked = state !== null && state.account === account && state.until > now;
  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [locked]);

  async function check(name = account) {
    const trimmed = name.trim();
    if (trimmed.length < ACCOUNT_MIN_LENGTH) return;
    try {
      const before = await client.call(api.loginBefore, { account: trimmed }, { silent: true });
      const at = Date.now();
      setNow(at);
      setState({ account: name, until: at + before.lockedForSeconds * 1000, attemptsLeft: before.attemptsLeft });
    } catch {
      // Only a hint: the sign-in itself says what is wrong.
    }
  }

  const same = state !== null && state.account === account;
  return {
    check,
    lockedSeconds: locked ? Math.ceil((state.until - now) / 1000) : 0,
    attemptsLeft: same && !locked ? state.attemptsLeft : null,
  };
}

/** Sign-in; `onDone` runs once the session is stored. Tells of a lockout before the button is pressed. */
export function SignInForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('profile');
  const waitText = useWaitText();
  const { locale } = useLanguage();
  const client = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ account: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const lock = useSignInState(form.account);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field submits even while the button says it is unavailable.
    if (busy || !canSubmitSignIn(form)) return;
    const problem = validateSignIn(form, locale);
    setError(problem);
    if (problem || lock.lockedSeconds > 0) return;
    setBusy(true);
    try {
      // The refusal shows in the form, under the field it is about (a toast would cover the password field).
      storeSession(await client.call(api.loginOfficial, form, { silent: true }));
      onDone();
      await queryClient.invalidateQueries();
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') {
        setError({ field: fieldOfTip(failure.tip, 'password', locale), message: failure.tip });
        await lock.check();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <Field label={t('account')} error={error?.field === 'account' ? error.message : null}>
        {(id, describedBy) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            placeholder={t('accountPlaceholder')}
            autoComplete="username"
            value={form.account}
            onChange={(account) => setForm({ ...form, account })}
            onBlur={() => void lock.check()}
            clearable
          />
        )}
      </Field>
      <Field label={t('password')} error={error?.field === 'password' ? error.message : null} extra={<Eye shown={showPassword} toggle={() => setShowPassword(!showPassword)} />}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} placeholder={t('passwordPlaceholder')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" value={form.password} onChange={(password) => setForm({ ...form, password })} />
        )}
      </Field>
      <p className="login-form__lock" role="status" data-testid="login-lock">
        {lock.lockedSeconds > 0 ? tp('locked', { time: waitText(lock.lockedSeconds) }) : lock.attemptsLeft !== null && lock.attemptsLeft <= 3 ? tp('attemptsLeft', { count: lock.attemptsLeft }) : ''}
      </p>
      <FocusKeepingButton block color="primary" type="submit" disabled={!canSubmitSignIn(form) || lock.lockedSeconds > 0} busy={busy}>
        {t('signIn')}
      </FocusKeepingButton>
    </form>
  );
}

/** Sign-up; `onDone` runs once the account exists and its user info is stored. */
export function SignUpForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { locale } = useLanguage();
  const client = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ account: '', password: '', confirmPassword: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !canSubmitSignUp(form)) return;
    const problem = validateSignUp(form, locale);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const session = await client.call(api.loginAccountCreate, form, { silent: true });
      setToken(session.token);
      // The spec fetches the user info again after sign-up.
      storeUserInfo(await client.call(api.userInfo, {}));
      onDone();
      await queryClient.invalidateQueries();
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError({ field: fieldOfTip(failure.tip, 'confirmPassword', locale), message: failure.tip });
    } finally {
      setBusy(false);
    }
  }

  const type = showPassword ? 'text' : 'password';
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <Field label={t('account')} error={error?.field === 'account' ? error.message : null}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} placeholder={t('newAccountPlaceholder')} autoComplete="username" value={form.account} onChange={(account) => setForm({ ...form, account })} clearable />
        )}
      </Field>
      <Field label={t('password')} error={error?.field === 'password' ? error.message : null} extra={<Eye shown={showPassword} toggle={() => setShowPassword(!showPassword)} />}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} placeholder={t('newPasswordPlaceholder')} type={type} autoComplete="new-password" value={form.password} onChange={(password) => setForm({ ...form, password })} />
        )}
      </Field>
      <Field label={t('confirmPassword')} error={error?.field === 'confirmPassword' ? error.message : null}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} placeholder={t('confirmPlaceholder')} type={type} autoComplete="new-password" value={form.confirmPassword} onChange={(confirmPassword) => setForm({ ...form, confirmPassword })} />
        )}
      </Field>
      <FocusKeepingButton block color="primary" type="submit" disabled={!canSubmitSignUp(form)} busy={busy}>
        {t('signUp')}
      </FocusKeepingButton>
    </form>
  );
}

function Field(props: { label: string; error?: string | null; extra?: ReactNode; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = useRef<HTMLDivElement>(null);
  // antd's Input puts aria attributes on its wrapper: the input itself is tied to its error here.
  useEffect(() => {
    const input = control.current?.querySelector('input');
    if (!input) return;
    if (props.error) {
      input.setAttribute('aria-describedby', errorId);
      input.setAttribute('aria-invalid', 'true');
    } else {
      input.removeAttribute('aria-describedby');
      input.removeAttribute('aria-invalid');
    }
  }, [props.error, errorId]);
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-field__label">
        {props.label}
      </label>
      <div ref={control} className="login-field__control field-box">
        {props.children(id, props.error ? errorId : undefined)}
        {props.extra}
      </div>
      <div id={errorId} className="login-field__error" role={props.error ? 'alert' : undefined}>
        {props.error ?? ''}
      </div>
    </div>
  );
}

function Eye({ shown, toggle }: { shown: boolean; toggle: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className="login-field__eye" onClick={toggle} aria-label={shown ? t('hidePassword') : t('showPassword')} aria-pressed={shown}>
      {shown ? <EyeOutline /> : <EyeInvisibleOutline />}
    </button>
  );
}

/** Sign in, or sign up when the number is new, with a number and a code sent to it (login/phone). */
export function PhoneSignInForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('phone');
  const { t: tips } = useTranslation('tips');
  const client = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ country: DEFAULT_PHONE_COUNTRY, mobile: '', code: '' });
  const [error, setError] = useState<PhoneFieldError>(null);
  const [busy, setBusy] = useState(false);

  const incomplete = !form.mobile.trim() || !form.code;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || incomplete) return;
    const problem = checkPhoneForm(tips, form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      storeSession(await client.call(api.loginPhone, form, { silent: true }));
      onDone();
      await queryClient.invalidateQueries();
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError({ field: 'code', message: failure.tip });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <MobileField label={t('mobile')} country={form.country} mobile={form.mobile} onChange={(number) => setForm({ ...form, ...number })} error={error?.field === 'mobile' ? error.message : null} />
      <CodeField
        label={t('code')}
        code={form.code}
        onCode={(code) => setForm({ ...form, code })}
        target={{ mobile: form.mobile, country: form.country, purpose: 'login' }}
        onError={setError}
        error={error?.field === 'code' ? error.message : null}
      />
      <FocusKeepingButton block color="primary" type="submit" disabled={incomplete} busy={busy}>
        {t('signIn')}
      </FocusKeepingButton>
    </form>
  );
}

/**
 * The three ways in (account, sign-up, phone) as tabs, the active form, the card restore and the agreement: the
 * popup and the sign-in page show the same. Only the active form is mounted, so each label names exactly one field;
 * `ready` false keeps the panel's place without a form (the page before it runs).
 */
export function LoginTabs({ tab, onTab, onDone, ready = true, panelClassName }: { tab: LoginTab; onTab: (tab: LoginTab) => void; onDone: () => void; ready?: boolean; panelClassName?: string }) {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('phone');
  const names: Record<LoginTab, string> = { signIn: t('signInTab'), signUp: t('signUpTab'), phone: tp('tab') };
  return (
    <>
      <Tabs activeKey={tab} onChange={(key) => onTab(key as LoginTab)}>
        <Tabs.Tab title={names.signIn} key="signIn" />
        <Tabs.Tab title={names.signUp} key="signUp" />
        <Tabs.Tab title={names.phone} key="phone" />
      </Tabs>
      <div role="tabpanel" aria-label={names[tab]} className={panelClassName}>
        {ready && (tab === 'signIn' ? <SignInForm onDone={onDone} /> : tab === 'signUp' ? <SignUpForm onDone={onDone} /> : <PhoneSignInForm onDone={onDone} />)}
      </div>
      <p className="login-popup__notice">
        <a href="/restoreAccount" className="login-popup__restore">
          {t('restoreWithCard')}
        </a>
      </p>
      <AgreementNotice />
    </>
  );
}
