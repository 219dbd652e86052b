import type { ReactNode } from 'react';
import { Select, type SelectOption } from './Select';
import { TextField } from './TextField';

/** The fields a person's details share wherever they are edited. */
export interface PersonFieldValues {
  givenName: string;
  familyName: string;
  locale: string;
  currency: string;
}

/** One of the shared fields, as errors and changes name it. */
export type PersonField = keyof PersonFieldValues;

/** The values, problems and choices the shared person fields show. */
export interface PersonFieldsProps {
  values: PersonFieldValues;
  /** A field's problem, shown next to it. */
  errors?: Partial<Record<PersonField, ReactNode>>;
  onChange: (field: PersonField, value: string) => void;
  localeOptions: readonly SelectOption[];
  currencyOptions: readonly SelectOption[];
  /** "Language and region" on one's own profile, "Language" in the user modal. */
  localeLabel: string;
  localeDescription?: ReactNode;
  /**
   * Whose names these are: one's own lets the browser fill them in (given-name, family-name);
   * someone else's (a manager adding a user) must not be filled with the manager's own.
   */
  names: 'own' | 'someone else';
  /** The grid each pair of fields sits in (the form's own layout). */
  rowClassName: string;
  /** Fields between the names and the locale (the email of both forms). */
  children?: ReactNode;
}

/**
 * First and last name, then language and currency, as the profile page and the manage-users
 * modal both ask them (spec 001 section 2): one component so the two forms cannot drift apart.
 * The choices come from the caller (the users area's USER_LOCALES and USER_CURRENCIES).
 */
export function PersonFields({
  values,
  errors = {},
  onChange,
  localeOptions,
  currencyOptions,
  localeLabel,
  localeDescription,
  names,
  rowClassName,
  children,
}: PersonFieldsProps) {
  const own = names === 'own';
  return (
    <>
      <div className={rowClassName}>
        <TextField
          label="First name"
          name="givenName"
          autoComplete={own ? 'given-name' : 'off'}
          required
          value={values.givenName}
          error={errors.givenName}
          onChange={(e) => onChange('givenName', e.target.value)}
        />
        <TextField
          label="Last name"
          name="familyName"
          autoComplete={own ? 'family-name' : 'off'}
          required
          value={values.familyName}
          error={errors.familyName}
          onChange={(e) => onChange('familyName', e.target.value)}
        />
      </div>
      {children}
      <div className={rowClassName}>
        <Select
          label={localeLabel}
          name="locale"
          options={localeOptions}
          value={values.locale}
          description={localeDescription}
          error={errors.locale}
          onChange={(e) => onChange('locale', e.target.value)}
        />
        <Select
          label="Currency"
          name="currency"
          options={currencyOptions}
          value={values.currency}
          error={errors.currency}
          onChange={(e) => onChange('currency', e.target.value)}
        />
      </div>
    </>
  );
}
