/** The login popup (spec sections 2 and 5): sign in or sign up, closing itself on success. */
import './login-popup.css';
import { api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Input from 'antd-mobile/es/components/input';
import Tabs from 'antd-mobile/es/components/tabs';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { setToken } from '../../shared/stores/app-store.ts';
import { storeSession, storeUserInfo } from '../../shared/stores/session.ts';
import { closeLogin, setLoginTab, useLoginState, type LoginTab } from '../../shared/stores/login-store.ts';
import { canSubmitSignIn, canSubmitSignUp, validateSignIn, validateSignUp, type FieldError } from './validation.ts';

export function LoginPopup() {
  const { visible, tab } = useLoginState();
  const { t } = useTranslation('auth');
  return (
    <CenterPopup
      visible={visible}
      closeOnMaskClick={false}
      showCloseButton
      onClose={closeLogin}
      destroyOnClose
      className="login-popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby="login-title"
    >
      <div className="login-popup__body">
        <h2 id="login-title" className="login-popup__title">
          {t('slogan')}
        </h2>
        <Tabs activeKey={tab} onChange={(key) => setLoginTab(key as LoginTab)}>
          <Tabs.Tab title={t('signInTab')} key="signIn" />
          <Tabs.Tab title={t('signUpTab')} key="signUp" />
        </Tabs>
        {/* Only the active form is mounted, so each label names exactly one field. */}
        <div role="tabpanel" aria-label={tab === 'signIn' ? t('signInTab') : t('signUpTab')}>
          {tab === 'signIn' ? <SignInForm /> : <SignUpForm />}
        </div>
        <p className="login-popup__notice">{t('agreement')}</p>
      </div>
    </CenterPopup>
  );
}

function SignInForm() {
  const { t } = useTranslation('auth');
  const { locale } = useLanguage();
  const client = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ account: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateSignIn(form, locale);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      storeSession(await client.call(api.loginOfficial, form));
      closeLogin();
      await queryClient.invalidateQueries();
    } catch (failure) {
      console.warn('sign-in failed', failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <Field label={t('account')} error={error?.field === 'account' ? error.message : null}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} placeholder={t('accountPlaceholder')} autoComplete="username" value={form.account} onChange={(account) => setForm({ ...form, account })} clearable />
        )}
      </Field>
      <Field label={t('password')} error={error?.field === 'password' ? error.message : null} extra={<Eye shown={showPassword} toggle={() => setShowPassword(!showPassword)} />}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} placeholder={t('passwordPlaceholder')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" value={form.password} onChange={(password) => setForm({ ...form, password })} />
        )}
      </Field>
      <Button block color="primary" type="submit" disabled={!canSubmitSignIn(form)} loading={busy}>
        {t('signIn')}
      </Button>
    </form>
  );
}

function SignUpForm() {
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
    const problem = validateSignUp(form, locale);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const session = await client.call(api.loginAccountCreate, form);
      setToken(session.token);
      // The spec fetches the user info again after sign-up.
      storeUserInfo(await client.call(api.userInfo, {}));
      closeLogin();
      await queryClient.invalidateQueries();
    } catch (failure) {
      console.warn('sign-up failed', failure);
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
      <Field label={t('password')} extra={<Eye shown={showPassword} toggle={() => setShowPassword(!showPassword)} />}>
        {(id) => <Input id={id} placeholder={t('newPasswordPlaceholder')} type={type} autoComplete="new-password" value={form.password} onChange={(password) => setForm({ ...form, password })} />}
      </Field>
      <Field label={t('confirmPassword')} error={error?.field === 'password' ? error.message : null}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} placeholder={t('confirmPlaceholder')} type={type} autoComplete="new-password" value={form.confirmPassword} onChange={(confirmPassword) => setForm({ ...form, confirmPassword })} />
        )}
      </Field>
      <Button block color="primary" type="submit" disabled={!canSubmitSignUp(form)} loading={busy}>
        {t('signUp')}
      </Button>
    </form>
  );
}

function Field(props: { label: string; error?: string | null; extra?: ReactNode; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-field__label">
        {props.label}
      </label>
      <div className="login-field__control">
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


