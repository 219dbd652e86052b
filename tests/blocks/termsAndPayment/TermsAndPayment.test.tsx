import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import TermsAndPayment from '../../../blocks/termsAndPayment/TermsAndPayment';
import type { TermsAndPaymentConfiguration } from '../../../schemas/generated/blocks/termsAndPayment';
import { checkoutCrm, renderCheckout } from '../checkoutHarness';

const CONFIGURATION: TermsAndPaymentConfiguration = {
  heading: '5. Terms & payment',
  paymentOptions: ['Invoice (Net 30)', 'Credit card'],
  termsUrl: '/support#terms',
  requireTermsAcceptance: true,
};

const block = () => (
  <TermsAndPayment blockId="p1" configuration={CONFIGURATION} contentJSON={null} />
);

const encode = (fields: Record<string, string>) =>
  btoa(JSON.stringify(fields)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

beforeEach(() => sessionStorage.clear());

describe('the termsAndPayment block', () => {
  it('saves payment on terms with the PO number and the accepted terms', async () => {
    const crm = checkoutCrm({}, (type) =>
      type === 'getSavedCards' ? { statusCode: 200, content: [] } : undefined,
    );
    renderCheckout(block(), crm);
    await userEvent.click(await screen.findByRole('radio', { name: /Invoice \(Net 30\)/ }));
    await userEvent.type(await screen.findByLabelText(/^PO number/), 'PO-7781');
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    expect(screen.getByRole('link', { name: 'read them' })).toHaveAttribute(
      'href',
      '/support#terms',
    );
    await waitFor(
      () =>
        expect(crm.fields).toMatchObject({
          Payment_Method__c: 'Terms',
          PoNumber: 'PO-7781',
          Terms_Accepted__c: true,
        }),
      { timeout: 3000 },
    );
  });

  it('hands the payment page result to the CRM once and shows the decline reason', async () => {
    const crm = checkoutCrm({ Payment_Method__c: 'Card' }, (type) => {
      if (type === 'getSavedCards') return { statusCode: 200, content: [] };
      if (type === 'paymentRequestHandler')
        return {
          statusCode: 200,
          content: {
            status: 'Declined',
            message: 'The card was declined by the bank. Use another card or pay on account.',
          },
        };
      return undefined;
    });
    renderCheckout(
      block(),
      crm,
      `/checkout?paymentResult=${encode({ decision: 'REJECT', req_transaction_uuid: 'u1' })}`,
    );
    expect(
      await screen.findByText(
        'The card was declined by the bank. Use another card or pay on account.',
      ),
    ).toBeVisible();
    // React Router 7 applies navigations in a transition, so the cleaned URL may commit after
    // the decline reason on a busy machine.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    const handed = crm.calls.filter((call) => call.type === 'paymentRequestHandler');
    expect(handed).toHaveLength(1);
    expect(handed[0]?.payload).toEqual({
      fields: { decision: 'REJECT', req_transaction_uuid: 'u1' },
    });
    expect(screen.getByRole('button', { name: /Pay by card/ })).toBeVisible();
  });

  it('offers only the card to an account without payment terms', async () => {
    renderCheckout(
      block(),
      checkoutCrm({ Pay_Online_Terms__c: 'Prepaid' }, (type) =>
        type === 'getSavedCards' ? { statusCode: 200, content: [] } : undefined,
      ),
    );
    expect(await screen.findByRole('radio', { name: /Credit card/ })).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();
    expect(screen.getByText('This account pays by card: it has no payment terms.')).toBeVisible();
  });
});
