/**
 * Changing the password: the current one, the new one twice (the sign-up rules, in their order). Once changed,
 * the server signs out every other session; this one stays.
 */
import { DEFAULT_LOCALE, PASSWORD_MIN_LENGTH, api, catalogues, type Locale } from '@md/contract/client';
import Input from 'antd-mobile/es/components/input';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { ProfileField } from './profile-parts.tsx';

type PasswordFields = { oldPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: PasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The first problem, as the server would say it; null when the form may be sent. */
export function passwordProblem(form: PasswordFields, locale: Locale = DEFAULT_LOCALE): string | null {
  const texts = catalogues[locale];
  if (!form.oldPassword) return texts.enterOldPassword;
  if (!form.newPassword) return texts.enterPassword;
  if (!form.confirmPassword) return texts.enterConfirmPassword;
  if (form.newPassword !== form.confirmPassword) return texts.passwordsDiffer;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) return texts.signUpPasswordTooShort;
  if (form.newPassword === form.oldPassword) return texts.passwordUnchanged;
  return null;
}

export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const client = useApi();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = passwordProblem(form, locale);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { cardRevoked } = await client.call(api.userChangePassword, form, { silent: true });
      setForm(EMPTY);
      showToast(t(cardRevoked ? 'passwordChangedCard' : 'passwordChanged'));
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError(failure.tip);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof PasswordFields, label: string, placeholder: string, autoComplete: string) => (
    <ProfileField label={label}>
      {(id) => <Input id={id} type="password" placeholder={placeholder} autoComplete={autoComplete} value={form[name]} onChange={(value) => setForm({ ...form, [name]: value })} />}
    </ProfileField>
  );
  return (
    <form className="profile__card" onSubmit={submit} noValidate aria-labelledby="profile-password">
      <h2 id="profile-password" className="profile__heading">
        {t('passwordSection')}
      </h2>
      {field('oldPassword', t('oldPassword'), t('oldPasswordPlaceholder'), 'current-password')}
      {field('newPassword', t('newPassword'), t('newPasswordPlaceholder'), 'new-password')}
      {field('confirmPassword', t('confirmPassword'), t('confirmPasswordPlaceholder'), 'new-password')}
      <div className="profile__error" role={error ? 'alert' : undefined} data-testid="password-error">
        {error ?? ''}
      </div>
      <FocusKeepingButton block color="primary" type="submit" busy={busy}>
        {t('changePassword')}
      </FocusKeepingButton>
    </form>
  );
}
