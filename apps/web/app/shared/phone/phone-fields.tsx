/**
 * The pieces of every phone form (sign-in popup, bind and change on /mine/phone): a country picker with the
 * number, and a code field with its send button and 60 s countdown. Forms own their values and errors.
 */
import './phone-fields.css';
import { api, Code, PASSWORD_MAX_LENGTH, SMS_RESEND_SECONDS, type SmsPurpose } from '@md/contract/client';
import { callingCodeOf, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, toE164 } from '@md/contract/phone';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../api/api-context.tsx';
import { isApiCallError } from '../api/errors.ts';
import { useLanguage, useTranslation } from '../i18n/index.ts';
import { FocusKeepingButton } from '../ui/focus-keeping-button.tsx';
import type { PhoneFieldError, PhoneFieldName } from './check-phone-form.ts';

export { DEFAULT_PHONE_COUNTRY, toE164 };

export { checkPhoneForm, type PhoneFieldError, type PhoneFieldName } from './check-phone-form.ts';

/** One labelled control with its error line below (the error names the input through aria-describedby). */
function PhoneField(props: { label: string; error?: string | null; children: (id: string) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = control.current?.querySelector(`#${CSS.escape(id)}`);
    if (!input) return;
    if (props.error) {
      input.setAttribute('aria-describedby', errorId);
      input.setAttribute('aria-invalid', 'true');
    } else {
      input.removeAttribute('aria-describedby');
      input.removeAttribute('aria-invalid');
    }
  }, [props.error, errorId, id]);
  return (
    <div className="phone-field">
      <label htmlFor={id} className="phone-field__label">
        {props.label}
      </label>
      <div ref={control} className="phone-field__control field-box">
        {props.children(id)}
      </div>
      <div id={errorId} className="phone-field__error" role={props.error ? 'alert' : undefined}>
        {props.error ?? ''}
      </div>
    </div>
  );
}

/** Region names in the page's language (the browser knows them), each with its calling code. */
function useCountryOptions() {
  const { locale } = useLanguage();
  return useMemo(() => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region' }) : null;
    return PHONE_COUNTRIES.map((country) => ({ country, label: `${names?.of(country) ?? country} +${callingCodeOf(country)}` }));
  }, [locale]);
}

export function MobileField(props: {
  label: string;
  country: string;
  mobile: string;
  onChange: (value: { country: string; mobile: string }) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('phone');
  const options = useCountryOptions();
  return (
    <PhoneField label={props.label} error={props.error}>
      {(id) => (
        <>
          <select className="phone-field__country" aria-label={t('country')} value={props.country} onChange={(event) => props.onChange({ country: event.target.value, mobile: props.mobile })}>
            {options.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))}
          </select>
          <Input id={id} type="tel" inputMode="tel" autoComplete="tel-national" placeholder={t('mobilePlaceholder')} value={props.mobile} onChange={(mobile) => props.onChange({ country: props.country, mobile })} clearable />
        </>
      )}
    </PhoneField>
  );
}

/** The account's password, asked again where a number is bound to an account that has one. */
export function PasswordField(props: { label: string; placeholder: string; value: string; onChange: (value: string) => void; error?: string | null }) {
  return (
    <PhoneField label={props.label} error={props.error}>
      {(id) => <Input id={id} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} placeholder={props.placeholder} value={props.value} onChange={props.onChange} />}
    </PhoneField>
  );
}

/** Seconds left of the resend countdown, and how to start it. */
function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [left, (seconds) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }];
}

/**
 * The code field and its send button. Before sending, the number is checked here (the same rule as the server's);
 * a refusal about the number shows under `numberField`, a limit under this field; the resend limit's countdown
 * follows the seconds its tip names.
 */
export function CodeField(props: {
  label: string;
  code: string;
  onCode: (code: string) => void;
  /** The number the code goes to, and for what. */
  target: { mobile: string; country: string; purpose: SmsPurpose };
  /** Where a refusal of the send is shown (the number's field, or this one). */
  onError: (error: PhoneFieldError) => void;
  error?: string | null;
  /** Which field a problem with the number belongs to. */
  numberField?: PhoneFieldName;
  sendLabel?: string;
}) {
  const { t } = useTranslation('phone');
  const { t: tips } = useTranslation('tips');
  const client = useApi();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const numberField = props.numberField ?? 'mobile';
  const codeInput = useRef<InputRef>(null);

  async function send() {
    if (sending || left > 0) return;
    const { mobile, country, purpose } = props.target;
    if (!mobile.trim()) return props.onError({ field: numberField, message: tips('enterMobile') });
    if (!toE164(mobile, country)) return props.onError({ field: numberField, message: tips('mobileInvalid') });
    props.onError(null);
    setSending(true);
    try {
      const sent = await client.call(api.loginCaptcha, { mobile, country, purpose }, { silent: true });
      startCountdown(sent.resendAfter);
      // The code is what comes next: a press still on the button (now counting down) goes on to its field.
      const pressed = document.activeElement;
      if (pressed?.classList.contains('phone-field__send') && pressed.parentElement?.contains(codeInput.current?.nativeElement ?? null)) codeInput.current?.focus();
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') {
        const aboutNumber = failure.code === Code.mobileTaken || failure.code === Code.mobileState || failure.code === Code.badRequest;
        props.onError({ field: aboutNumber ? numberField : 'code', message: failure.tip });
        // The number's minute counts down on the button; a day's limit is only said (its hours would be no countdown).
        const wait = failure.status === 429 ? Number(/\d+/.exec(failure.tip)?.[0] ?? 0) : 0;
        if (wait > 0 && wait <= SMS_RESEND_SECONDS) startCountdown(wait);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <PhoneField label={props.label} error={props.error}>
      {(id) => (
        <>
          <Input ref={codeInput} id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('codePlaceholder')} value={props.code} onChange={(code) => props.onCode(code.replace(/\D/g, ''))} />
          <FocusKeepingButton size="small" color="primary" fill="outline" className="phone-field__send" onClick={() => void send()} busy={sending} disabled={left > 0}>
            {left > 0 ? t('resend', { seconds: left }) : (props.sendLabel ?? t('sendCode'))}
          </FocusKeepingButton>
        </>
      )}
    </PhoneField>
  );
}

/** A number that cannot be edited here (the current one, on the change form), shown as its owner sees it. */
export function FixedNumber(props: { label: string; value: string }) {
  return (
    <PhoneField label={props.label}>
      {(id) => (
        <output id={id} className="phone-field__fixed">
          {props.value}
        </output>
      )}
    </PhoneField>
  );
}
