import { DEFAULT_LOCALE } from '../../schemas/specConstants';

export { DEFAULT_LOCALE };

/**
 * The user's locale from `custom:local` (spec 000 section 3): underscores become dashes
 * (`de_DE` -> `de-DE`); a missing or unusable value gives en-US, so Intl never throws on it.
 */
export function localeFromAttribute(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return DEFAULT_LOCALE;
  const locale = value.trim().replaceAll('_', '-');
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
