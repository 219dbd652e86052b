import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PaymentMethods from '../../../blocks/paymentMethods/PaymentMethods';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { toastAtom } from '../../../runtime/state/toastAtom';
import { Where } from '../checkoutHarness';
import { callType, gatewayHarness, renderWithGateway, sentPayload } from '../dataBlockHarness';

const year = new Date().getUTCFullYear();
const CARDS = [
  {
    token: 'tok_2',
    brand: 'MasterCard',
    last4: '5100',
    expiry: `08-${year + 3}`,
    holderName: 'Paul Okafor',
    isDefault: true,
    isExpired: false,
  },
  {
    token: 'tok_3',
    brand: 'Visa',
    last4: '4242',
    expiry: `03-${year - 1}`,
    holderName: null,
    isDefault: false,
    isExpired: true,
  },
];

function cardsCrm() {
  const writes: [string | null, Record<string, unknown>][] = [];
  const answer = (data: Record<string, unknown>) => {
    const type = callType(data);
    if (type === 'getSavedCards') return { statusCode: 200, content: CARDS };
    const payload = sentPayload(data);
    writes.push([type, payload]);
    if (type === 'savePaymentMethod')
      return {
        statusCode: 200,
        content: {
          status: 'Declined',
          message: 'The bank declined the card, so it was not saved. Add another card.',
          card: null,
        },
      };
    return { statusCode: 200, content: {} };
  };
  return { answer, writes };
}

const render = (crm: ReturnType<typeof cardsCrm>, path = '/billing/paymentmethods') =>
  renderWithGateway(
    <MemoryRouter initialEntries={[path]}>
      <PaymentMethods
        blockId="b1"
        configuration={{ cardTypes: ['Visa', 'MasterCard'] }}
        contentJSON={null}
      />
    </MemoryRouter>,
    crm.answer,
  );

const encode = (fields: Record<string, string>) =>
  btoa(JSON.stringify(fields)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

// Typing whole addresses is slow on a shared machine: a generous limit per test.
describe('the paymentMethods block', { timeout: 20_000 }, () => {
  it('shows brand, last four digits, expiry and default, and flags the expired card', async () => {
    render(cardsCrm());
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    const master = within(list).getByRole('listitem', { name: 'MasterCard ending in 5100' });
    expect(master).toHaveTextContent(`Expires 08/${String(year + 3).slice(-2)} · Paul Okafor`);
    expect(within(master).getByText('Default')).toBeVisible();
    const visa = within(list).getByRole('listitem', { name: 'Visa ending in 4242' });
    expect(within(visa).getByText('Expired', { selector: '.bf-badge' })).toBeVisible();
    expect(within(visa).queryByRole('button', { name: /^Make default/ })).toBeNull();
    expect(screen.getByText('We accept Visa, MasterCard.')).toBeVisible();
  });

  it('removes a card only after the confirmation', async () => {
    const crm = cardsCrm();
    render(crm);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Visa ending in 4242?' });
    expect(crm.writes).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Visa ending in 4242 was removed.')).toBeVisible();
    expect(crm.writes).toEqual([['deletePaymentMethod', { token: 'tok_3' }]]);
  });

  it("hands the hosted page's result to the CRM once and says why a card was not saved", async () => {
    const crm = cardsCrm();
    const result = btoa(JSON.stringify({ decision: 'DECLINE', reason_code: '203' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    render(crm, `/billing/paymentmethods?paymentResult=${result}`);
    expect(
      await screen.findByText('The bank declined the card, so it was not saved. Add another card.'),
    ).toBeVisible();
    expect(crm.writes).toEqual([
      ['savePaymentMethod', { fields: { decision: 'DECLINE', reason_code: '203' } }],
    ]);
  });

  it('keeps the result through a server failure and saves the card once on Save the card again', async () => {
    const saved = {
      token: 'tok_9',
      brand: 'Visa',
      last4: '1111',
      expiry: `12-${year + 2}`,
      holderName: null,
      isDefault: false,
      isExpired: false,
    };
    const saves: unknown[] = [];
    const answer = (data: Record<string, unknown>) => {
      const type = callType(data);
      if (type === 'getSavedCards')
        return { statusCode: 200, content: saves.length > 1 ? [...CARDS, saved] : CARDS };
      if (type !== 'savePaymentMethod') return { statusCode: 200, content: {} };
      saves.push(sentPayload(data));
      // The first answer is lost to a server failure; the CRM answers the same result again.
      return saves.length === 1
        ? { statusCode: 503, content: 'ERROR: The service is unavailable.' }
        : {
            statusCode: 200,
            content: {
              status: 'Saved',
              message: 'Your Visa ending in 1111 was saved.',
              card: saved,
            },
          };
    };
    const result = encode({ decision: 'ACCEPT', req_transaction_uuid: 'u9' });
    // The app's query client: a failed write reaches the spec's error toast there.
    gatewayHarness(answer, createStorefrontQueryClient()).render(
      <MemoryRouter initialEntries={[`/billing/paymentmethods?paymentResult=${result}`]}>
        <PaymentMethods blockId="b1" configuration={{}} contentJSON={null} />
        <Where />
      </MemoryRouter>,
    );
    const again = await screen.findByRole('button', { name: 'Save the card again' });
    expect(
      screen.getByText(
        'Your card is not saved yet: the answer did not arrive. Nothing was charged.',
      ),
    ).toBeVisible();
    expect(getDefaultStore().get(toastAtom)).toMatchObject({
      message: 'The service is unavailable.',
      variant: 'error',
    });
    // The result stays where a reload finds it too.
    expect(screen.getByTestId('location')).toHaveTextContent(`paymentResult=${result}`);

    await userEvent.click(again);
    expect(await screen.findByText('Your Visa ending in 1111 was saved.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/billing\/paymentmethods$/),
    );
    expect(screen.queryByRole('button', { name: 'Save the card again' })).toBeNull();
    expect(await screen.findByRole('listitem', { name: 'Visa ending in 1111' })).toBeVisible();
    const fields = { fields: { decision: 'ACCEPT', req_transaction_uuid: 'u9' } };
    expect(saves).toEqual([fields, fields]);
  });
});
