import { useState, type FormEvent } from 'react';
import {
  formatMoney,
  MutationError,
  USER_CURRENCIES,
  USER_LOCALES,
  useProfileActions,
  useSession,
  localeOfAttribute,
  type ProfileValues,
} from '../../runtime/blocks';
import { Button, Select, TextField } from '../../runtime/ui/index';

type Problems = Partial<Record<keyof ProfileValues, string>>;

function problemsOf(values: ProfileValues): Problems {
  const problems: Problems = {};
  if (!values.givenName.trim()) problems.givenName = 'First name is required.';
  if (!values.familyName.trim()) problems.familyName = 'Last name is required.';
  return problems;
}

/** An example amount, so the user sees how prices will look before and after saving. */
const SAMPLE_AMOUNT = 1234.5;

/** Name, email (read only), locale and currency; saved to the user and shown at once. */
export function ProfileDetails() {
  const { profile, locale } = useSession();
  const { save } = useProfileActions();
  const [values, setValues] = useState<ProfileValues>(() => ({
    givenName: profile?.given_name ?? '',
    familyName: profile?.family_name ?? '',
    locale: profile?.['custom:local'] || 'en_US',
    currency: profile?.['custom:currency'] || 'USD',
  }));
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: keyof ProfileValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  }

  const savedCurrency = profile?.['custom:currency'] || 'USD';
  return (
    <section className="bf-profile-section" aria-labelledby="bf-profile-details">
      <h2 id="bf-profile-details">Your details</h2>
      <form className="bf-profile-form" noValidate onSubmit={submit}>
        <div className="bf-profile-row">
          <TextField
            label="First name"
            name="givenName"
            autoComplete="given-name"
            required
            value={values.givenName}
            error={problems.givenName}
            onChange={(e) => set('givenName')(e.target.value)}
          />
          <TextField
            label="Last name"
            name="familyName"
            autoComplete="family-name"
            required
            value={values.familyName}
            error={problems.familyName}
            onChange={(e) => set('familyName')(e.target.value)}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          readOnly
          value={profile?.email ?? ''}
          description="Your sign-in address; your account manager can change it."
        />
        <div className="bf-profile-row">
          <Select
            label="Language and region"
            name="locale"
            options={USER_LOCALES}
            value={values.locale}
            description={`Dates and prices follow it: ${formatMoney(SAMPLE_AMOUNT, values.currency, localeOfAttribute(values.locale))}`}
            onChange={(e) => set('locale')(e.target.value)}
          />
          <Select
            label="Currency"
            name="currency"
            options={USER_CURRENCIES}
            value={values.currency}
            onChange={(e) => set('currency')(e.target.value)}
          />
        </div>
        <p className="bf-profile-current">
          Prices now show as{' '}
          <strong data-testid="profile-money-sample">
            {formatMoney(SAMPLE_AMOUNT, savedCurrency, locale)}
          </strong>
          .
        </p>
        <MutationError mutation={save} fallback="Your details were not saved." />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
        </div>
      </form>
    </section>
  );
}
