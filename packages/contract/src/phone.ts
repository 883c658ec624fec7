/**
 * Phone numbers without any schema library, for the browser and the server alike: the regions the picker offers,
 * calling codes, E.164 from what a person typed, and the masked form shown to the number's owner. Validation uses
 * libphonenumber-js's mobile metadata: an SMS code can only go to a mobile number.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** The countries and regions the picker offers first; any other supported region may still be sent. */
export const PHONE_COUNTRIES = ['CN', 'HK', 'MO', 'TW', 'SG', 'MY', 'JP', 'KR', 'TH', 'VN', 'PH', 'ID', 'US', 'CA', 'GB', 'AU', 'NZ', 'DE', 'FR'] as const;
export const DEFAULT_PHONE_COUNTRY = 'CN';

/** The international calling code of a region (`86` for CN), or null for a region we cannot dial. */
export function callingCodeOf(country: string): string | null {
  return isSupportedCountry(country) ? getCountryCallingCode(country as CountryCode) : null;
}

/**
 * The E.164 form of a number typed for a region (a number starting with + carries its own country), or null
 * when it is not a valid number.
 */
export function toE164(mobile: string, country: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(mobile.trim(), country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** A number shown to its owner: country code kept, the middle hidden (`+86 138****8000`). */
export function maskMobile(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  const national = String(parsed.nationalNumber);
  const keep = Math.min(3, Math.max(0, national.length - 4));
  return `+${parsed.countryCallingCode} ${national.slice(0, keep)}****${national.slice(-4)}`;
}

