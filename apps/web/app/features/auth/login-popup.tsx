/** The login popup (spec sections 2 and 5): sign in or sign up, closing itself on success. */
import './login-popup.css';
import { api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Input from 'antd-mobile/es/components/input';
import Tabs from 'antd-mobile/es/components/tabs';
import { CloseOutline, EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { setToken } from '../../shared/stores/app-store.ts';
import { storeSession, storeUserInfo } from '../../shared/stores/session.ts';
import { closeLogin, finishLogin, setLoginTab, useLoginState, type LoginTab } from '../../shared/stores/login-store.ts';
import { isApiCallError } from '../../shared/api/errors.ts';
import { CodeField, DEFAULT_PHONE_COUNTRY, MobileField, checkPhoneForm, type PhoneFieldError } from '../../shared/phone/phone-fields.tsx';
import { canSubmitSignIn, canSubmitSignUp, fieldOfTip, validateSignIn, validateSignUp, type FieldError } from './validation.ts';

/** What Tab may land on inside the dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * A modal dialog by keyboard too: focus moves into it, Tab and Shift+Tab stay inside, Escape closes it, the
 * page beneath is inert while it is open, and focus goes back to what opened it.
 */
function useModalFocus(visible: boolean, dialog: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!visible) return;
    // Still where it was when the popup was asked for: focus moves in a frame later.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const page = document.querySelector<HTMLElement>('.app');
    page?.setAttribute('inert', '');
    // The popup mounts its body a frame later (animation): focus the first field when it is there.
    let frame = requestAnimationFrame(function focusFirst() {
      const root = dialog.current;
      if (!root) {
        frame = requestAnimationFrame(focusFirst);
        return;
      }
      if (!root.contains(document.activeElement)) (root.querySelector<HTMLElement>('input') ?? root).focus();
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeLogin();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      page?.removeAttribute('inert');
      // Only once the page is no longer inert can it take focus again.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [visible, dialog]);
}

export function LoginPopup() {
  const { visible, tab } = useLoginState();
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('phone');
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(visible, dialog);
  return (
    <CenterPopup visible={visible} closeOnMaskClick={false} onClose={closeLogin} destroyOnClose className="login-popup" role="presentation">
      <div ref={dialog} className="login-popup__body" role="dialog" aria-modal="true" aria-labelledby="login-title" tabIndex={-1}>
        {/* A real button with a name (antd's close is a nameless anchor); the antd class keeps its place and look. */}
        <button type="button" className="login-popup__close adm-center-popup-close" aria-label={t('close')} onClick={closeLogin}>
          <CloseOutline aria-hidden />
        </button>
        <h2 id="login-title" className="login-popup__title">
          {t('slogan')}
        </h2>
        <Tabs activeKey={tab} onChange={(key) => setLoginTab(key as LoginTab)}>
          <Tabs.Tab title={t('signInTab')} key="signIn" />
          <Tabs.Tab title={t('signUpTab')} key="signUp" />
          <Tabs.Tab title={tp('tab')} key="phone" />
        </Tabs>
        {/* Only the active form is mounted, so each label names exactly one field. */}
        <div role="tabpanel" aria-label={tab === 'signIn' ? t('signInTab') : tab === 'signUp' ? t('signUpTab') : tp('tab')}>
          {tab === 'signIn' ? <SignInForm /> : tab === 'signUp' ? <SignUpForm /> : <PhoneSignInForm />}
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
      // The refusal shows in the form, under the field it is about (a toast would cover the password field).
      storeSession(await client.call(api.loginOfficial, form, { silent: true }));
      finishLogin();
      await queryClient.invalidateQueries();
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError({ field: fieldOfTip(failure.tip, 'password', locale), message: failure.tip });
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
      const session = await client.call(api.loginAccountCreate, form, { silent: true });
      setToken(session.token);
      // The spec fetches the user info again after sign-up.
      storeUserInfo(await client.call(api.userInfo, {}));
      finishLogin();
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
      <Button block color="primary" type="submit" disabled={!canSubmitSignUp(form)} loading={busy}>
        {t('signUp')}
      </Button>
    </form>
  );
}

/** Sign in, or sign up when the number is new, with a number and a code sent to it (login/phone). */
function PhoneSignInForm() {
  const { t } = useTranslation('phone');
  const { t: tips } = useTranslation('tips');
  const client = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ country: DEFAULT_PHONE_COUNTRY, mobile: '', code: '' });
  const [error, setError] = useState<PhoneFieldError>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkPhoneForm(tips, form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const session = await client.call(api.loginPhone, form, { silent: true });
      storeSession(session);
      finishLogin();
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
      <Button block color="primary" type="submit" disabled={!form.mobile.trim() || !form.code} loading={busy}>
        {t('signIn')}
      </Button>
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
      <div ref={control} className="login-field__control">
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


