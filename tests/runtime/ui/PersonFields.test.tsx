import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PersonFields, type PersonFieldsProps } from '../../../runtime/ui/PersonFields';

const LOCALES = [
  { value: 'en_US', label: 'English (United States)' },
  { value: 'de_DE', label: 'Deutsch (Deutschland)' },
];
const CURRENCIES = [
  { value: 'USD', label: 'US dollar (USD)' },
  { value: 'EUR', label: 'Euro (EUR)' },
];

function renderFields(props: Partial<PersonFieldsProps> = {}) {
  const onChange = vi.fn();
  render(
    <form>
      <PersonFields
        values={{ givenName: 'Lena', familyName: '', locale: 'en_US', currency: 'USD' }}
        onChange={onChange}
        localeOptions={LOCALES}
        currencyOptions={CURRENCIES}
        localeLabel="Language"
        names="own"
        rowClassName="row"
        {...props}
      >
        <input aria-label="Email" />
      </PersonFields>
    </form>,
  );
  return onChange;
}

describe('PersonFields', () => {
  it('asks names, then what sits between, then language and currency, in that order', () => {
    renderFields();
    const order = [...document.querySelectorAll('input, select')].map(
      (element) => element.getAttribute('name') ?? element.getAttribute('aria-label'),
    );
    expect(order).toEqual(['givenName', 'familyName', 'Email', 'locale', 'currency']);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Lena');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en_US');
  });

  it("lets the browser fill one's own names but not someone else's", () => {
    renderFields();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute(
      'autocomplete',
      'given-name',
    );
    document.body.innerHTML = '';
    renderFields({ names: 'someone else' });
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute(
      'autocomplete',
      'off',
    );
  });

  it('reports each change by field and shows each problem next to its field', async () => {
    const onChange = renderFields({ errors: { familyName: 'Last name is required.' } });
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription(
      'Last name is required.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'K');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(onChange).toHaveBeenCalledWith('familyName', 'K');
    expect(onChange).toHaveBeenCalledWith('currency', 'EUR');
  });
});
