import { useState, type FormEvent } from 'react';
import {
  formatMoney,
  MutationError,
  USER_CURRENCIES,
  USER_LOCALES,
  useProfileActions,
  useSession,
  localeOfAttribute,
  nameProblems,
  type ProfileValues,
} from '../../runtime/blocks';
import { Button, PersonFields, TextField } from '../../runtime/ui/index';

type Problems = Partial<Record<keyof ProfileValues, string>>;

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
  const set = (field: keyof ProfileValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems = nameProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  }

  const savedCurrency = profile?.['custom:currency'] || 'USD';
  return (
    <section className="bf-profile-section" aria-labelledby="bf-profile-details">
      <h2 id="bf-profile-details">Your details</h2>
      <form className="bf-profile-form" noValidate onSubmit={submit}>
        <PersonFields
          values={values}
          errors={problems}
          onChange={set}
          localeOptions={USER_LOCALES}
          currencyOptions={USER_CURRENCIES}
          localeLabel="Language and region"
          localeDescription={`Dates and prices follow it: ${formatMoney(SAMPLE_AMOUNT, values.currency, localeOfAttribute(values.locale))}`}
          names="own"
          rowClassName="bf-profile-row"
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            readOnly
            value={profile?.email ?? ''}
            description="Your sign-in address; your account manager can change it."
          />
        </PersonFields>
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
