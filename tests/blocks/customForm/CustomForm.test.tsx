import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CustomForm from '../../../blocks/customForm/CustomForm';
import { fieldProblem } from '../../../blocks/customForm/formFieldRules';
import type { CustomFormConfiguration } from '../../../schemas/generated/blocks/customForm';
import { checkoutCrm, renderCheckout } from '../checkoutHarness';
import { typeDate } from '../typeDate';

const CHECKOUT_FORM: CustomFormConfiguration = {
  heading: '4. Order details',
  fields: [
    {
      name: 'poNumber',
      label: 'PO number',
      type: 'text',
      required: true,
      maxLength: 40,
      quoteField: 'PoNumber',
    },
    { name: 'endUser', label: 'End user (if different)', type: 'text' },
    {
      name: 'coldChainAck',
      label: 'Someone is available to receive cold-chain shipments',
      type: 'checkbox',
      required: true,
    },
  ],
};

describe('the customForm block', () => {
  it('on checkout saves each value to its quote field or the additional information', async () => {
    const crm = checkoutCrm();
    renderCheckout(
      <CustomForm blockId="f1" configuration={CHECKOUT_FORM} contentJSON={null} />,
      crm,
    );
    await userEvent.type(await screen.findByLabelText(/^PO number/), 'PO-1');
    await userEvent.type(screen.getByLabelText(/^End user/), 'Dr. Lee');
    await userEvent.click(screen.getByRole('checkbox', { name: /cold-chain/ }));
    await waitFor(
      () =>
        expect(crm.fields).toMatchObject({
          PoNumber: 'PO-1',
          Custom_Fields__c: { endUser: 'Dr. Lee', coldChainAck: true },
        }),
      { timeout: 3000 },
    );
  });

  it('on checkout saves a date field as the ISO day picked in its calendar', async () => {
    const crm = checkoutCrm();
    renderCheckout(
      <CustomForm
        blockId="f3"
        configuration={{
          heading: '5. Delivery',
          fields: [{ name: 'deliverOn', label: 'Deliver on', type: 'date', required: true }],
        }}
        contentJSON={null}
      />,
      crm,
    );
    await typeDate('Deliver on', '2027-02-14');
    await waitFor(
      () => expect(crm.fields).toMatchObject({ Custom_Fields__c: { deliverOn: '2027-02-14' } }),
      { timeout: 3000 },
    );
    // The calendar opens on the chosen month; a day picked there replaces it.
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /February 20, 2027/ }));
    await waitFor(
      () => expect(crm.fields).toMatchObject({ Custom_Fields__c: { deliverOn: '2027-02-20' } }),
      { timeout: 3000 },
    );
  });

  it('on checkout saves a radio field as the chosen option, picked by click or arrow key', async () => {
    const crm = checkoutCrm();
    renderCheckout(
      <CustomForm
        blockId="f4"
        configuration={{
          heading: '6. Packing',
          fields: [
            {
              name: 'packing',
              label: 'Packing',
              type: 'radio',
              options: ['Dry ice', 'Cold packs'],
              required: true,
              helpText: 'Frozen reagents always ship on dry ice.',
            },
          ],
        }}
        contentJSON={null}
      />,
      crm,
    );
    const group = await screen.findByRole('radiogroup', { name: /^Packing/ });
    expect(group).toHaveAccessibleDescription('Frozen reagents always ship on dry ice.');
    const dryIce = within(group).getByRole('radio', { name: 'Dry ice' });
    expect(dryIce).toHaveAttribute('name', 'packing');
    await userEvent.click(dryIce);
    await waitFor(
      () => expect(crm.fields).toMatchObject({ Custom_Fields__c: { packing: 'Dry ice' } }),
      { timeout: 3000 },
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Cold packs' })).toBeChecked();
    await waitFor(
      () => expect(crm.fields).toMatchObject({ Custom_Fields__c: { packing: 'Cold packs' } }),
      { timeout: 3000 },
    );
  });

  it('as a contact form checks every field before sending', async () => {
    const crm = checkoutCrm();
    renderCheckout(
      <CustomForm
        blockId="f2"
        configuration={{
          heading: 'Send us a message',
          submitLabel: 'Send',
          fields: [
            { name: 'email', label: 'Email', type: 'email', required: true },
            { name: 'topic', label: 'Topic', type: 'select', options: ['Billing'], required: true },
          ],
        }}
        contentJSON={null}
      />,
      crm,
    );
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('2 fields need your attention.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter an email address such as name@example.com.',
    );
    expect(crm.calls.map((call) => call.type)).not.toContain('createRecord');
  });

  it.each([
    [
      {
        name: 'a',
        label: 'Lot',
        type: 'text',
        pattern: '[A-Z]{2}\\d{4}',
        patternMessage: 'Use two letters and four digits.',
      },
      'ab12',
      'Use two letters and four digits.',
    ],
    [{ name: 'a', label: 'Lot', type: 'text', pattern: '[A-Z]{2}\\d{4}' }, 'AB1234', null],
    [
      { name: 'a', label: 'Note', type: 'text', maxLength: 3 },
      'abcd',
      'Note: at most 3 characters (now 4).',
    ],
    [{ name: 'a', label: 'Qty', type: 'number' }, 'x', 'Qty: enter a number.'],
  ] as const)('validates %o with %s', (field, value, problem) => {
    expect(fieldProblem(field as CustomFormConfiguration['fields'][number], value)).toBe(problem);
  });
});
