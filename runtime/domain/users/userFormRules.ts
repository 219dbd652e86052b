import type { UserFormValues } from './usersTypes';

/** A field's problem, shown next to it. */
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 80;

/** The locales a user may choose (custom:local spelling), with their names. */
export const USER_LOCALES: readonly { value: string; label: string }[] = [
  { value: 'en_US', label: 'English (United States)' },
  { value: 'en_GB', label: 'English (United Kingdom)' },
  { value: 'de_DE', label: 'Deutsch (Deutschland)' },
  { value: 'fr_FR', label: 'Français (France)' },
  { value: 'es_ES', label: 'Español (España)' },
  { value: 'it_IT', label: 'Italiano (Italia)' },
  { value: 'nl_NL', label: 'Nederlands (Nederland)' },
  { value: 'ja_JP', label: '日本語 (日本)' },
];

/** The currencies a user may choose for prices. */
export const USER_CURRENCIES: readonly { value: string; label: string }[] = [
  { value: 'USD', label: 'US dollar (USD)' },
  { value: 'EUR', label: 'Euro (EUR)' },
  { value: 'GBP', label: 'Pound sterling (GBP)' },
  { value: 'CHF', label: 'Swiss franc (CHF)' },
  { value: 'JPY', label: 'Japanese yen (JPY)' },
  { value: 'CAD', label: 'Canadian dollar (CAD)' },
];

function nameProblem(value: string, label: string): string | undefined {
  const text = value.trim();
  if (!text) return `${label} is required.`;
  if (text.length > NAME_MAX) return `${label} can be at most ${NAME_MAX} characters.`;
  if (/[<>{}]/.test(text)) return `${label} cannot contain < > { or }.`;
  return undefined;
}

/**
 * The names' problems, keyed by field: the same rule for the user modal and one's own profile
 * (blocks/billingProfile), which edit the same two attributes.
 */
export function nameProblems(values: {
  givenName: string;
  familyName: string;
}): Partial<Record<'givenName' | 'familyName', string>> {
  const problems: Partial<Record<'givenName' | 'familyName', string>> = {};
  const given = nameProblem(values.givenName, 'First name');
  if (given) problems.givenName = given;
  const family = nameProblem(values.familyName, 'Last name');
  if (family) problems.familyName = family;
  return problems;
}

/** The user modal's validation: every problem at once, keyed by field. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = { ...nameProblems(values) };
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required.';
  else if (!EMAIL.test(email)) errors.email = 'Enter an email address like name@example.com.';
  if (!USER_LOCALES.some((l) => l.value === values.locale)) errors.locale = 'Choose a language.';
  if (!USER_CURRENCIES.some((c) => c.value === values.currency))
    errors.currency = 'Choose a currency.';
  if (values.group !== 'AWSManager' && values.group !== 'AWSPortalUser')
    errors.group = 'Choose a role.';
  return errors;
}

/** Whether the form has any problem left. */
export const hasFormErrors = (errors: UserFormErrors): boolean => Object.keys(errors).length > 0;
