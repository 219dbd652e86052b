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

  it('keeps the payment result after a failed hand-over and checks it again on request', async () => {
    let attempts = 0;
    const crm = checkoutCrm({ Payment_Method__c: 'Card' }, (type) => {
      if (type === 'getSavedCards') return { statusCode: 200, content: [] };
      if (type !== 'paymentRequestHandler') return undefined;
      attempts += 1;
      // The first answer is lost to a server failure; the CRM answers the same result again.
      return attempts === 1
        ? { statusCode: 503, content: 'ERROR: The service is unavailable.' }
        : { statusCode: 200, content: { status: 'Authorized', message: 'Payment approved.' } };
    });
    const result = encode({ decision: 'ACCEPT', req_transaction_uuid: 'u2' });
    renderCheckout(block(), crm, `/checkout?paymentResult=${result}`);
    await screen.findByRole('button', { name: 'Check the payment again' }, { timeout: 5000 });
    // The result stays where a reload finds it too.
    expect(screen.getByTestId('location')).toHaveTextContent(`paymentResult=${result}`);
    await userEvent.click(screen.getByRole('button', { name: 'Check the payment again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(screen.queryByRole('button', { name: 'Check the payment again' })).toBeNull();
    const handed = crm.calls.filter((call) => call.type === 'paymentRequestHandler');
    expect(handed.map((call) => call.payload)).toEqual([
      { fields: { decision: 'ACCEPT', req_transaction_uuid: 'u2' } },
      { fields: { decision: 'ACCEPT', req_transaction_uuid: 'u2' } },
    ]);
  });

  it('drops a payment result the CRM refuses for good', async () => {
    const crm = checkoutCrm({ Payment_Method__c: 'Card' }, (type) => {
      if (type === 'getSavedCards') return { statusCode: 200, content: [] };
      if (type === 'paymentRequestHandler')
        return {
          statusCode: 403,
          content: 'ERROR: The payment result is not signed by the payment provider.',
        };
      return undefined;
    });
    renderCheckout(
      block(),
      crm,
      `/checkout?paymentResult=${encode({ decision: 'ACCEPT', req_transaction_uuid: 'forged' })}`,
    );
    expect(
      await screen.findByText('The payment result is not signed by the payment provider.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(screen.queryByRole('button', { name: 'Check the payment again' })).toBeNull();
  });

  it("marks the PO number required, shows the CRM's refusal next to it and keeps it", async () => {
    const crm = checkoutCrm({ Payment_Method__c: 'Terms' }, (type, payload) => {
      if (type === 'getSavedCards') return { statusCode: 200, content: [] };
      const fields = (payload.fields ?? {}) as Record<string, unknown>;
      if (type === 'updateRecord' && String(fields.PoNumber ?? '').startsWith(' '))
        return { statusCode: 400, content: 'ERROR: PoNumber: must not start with a space.' };
      return undefined;
    });
    renderCheckout(block(), crm);
    const po = await screen.findByLabelText(/^PO number/);
    expect(po).toBeRequired();
    expect(po).toHaveAttribute('maxLength', '40');
    await userEvent.type(po, ' PO-12');
    expect(
      await screen.findByText('must not start with a space.', undefined, { timeout: 3000 }),
    ).toBeVisible();
    expect(po).toHaveValue(' PO-12');
    expect(po).toHaveAttribute('aria-invalid', 'true');
    expect(crm.fields.PoNumber).toBeUndefined();
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

  describe('the PO document', () => {
    const pdfFile = (name: string, size = 70 * 1024) => {
      const bytes = new Uint8Array(size).fill(0x20);
      bytes.set(new TextEncoder().encode('%PDF-1.7'));
      const file = new File([bytes], name, { type: 'application/pdf' });
      // jsdom's Blob has no arrayBuffer(): the slices the upload reads are given here.
      Object.defineProperty(file, 'slice', {
        value: (start: number, end: number) => ({
          arrayBuffer: async () => bytes.slice(start, end).buffer,
        }),
      });
      return file;
    };

    /** A CRM that stores the document once its last chunk arrives, like the real one. */
    const documentCrm = (refuse?: string) => {
      let stored: string | null = null;
      const crm = checkoutCrm({ Payment_Method__c: 'Terms' }, (type, payload) => {
        if (type === 'getSavedCards') return { statusCode: 200, content: [] };
        if (type === 'uploadPoDocument') {
          if (refuse) return { statusCode: 400, content: `ERROR: ${refuse}` };
          const last = Number(payload.chunkIndex) === Number(payload.chunkCount) - 1;
          if (!last) return { statusCode: 200, content: { complete: false, received: 1 } };
          stored = String(payload.fileName);
          return {
            statusCode: 200,
            content: {
              complete: true,
              attachment: {
                id: '069x',
                fileName: stored,
                contentType: 'application/pdf',
                size: payload.size,
              },
            },
          };
        }
        if (type === 'removePoDocument') {
          stored = null;
          return { statusCode: 200, content: { removed: true } };
        }
        return undefined;
      });
      return { crm, stored: () => stored };
    };

    it('uploads in chunks for the quote, shows it uploaded, replaces and removes it', async () => {
      const { crm, stored } = documentCrm();
      renderCheckout(block(), crm);
      await userEvent.type(await screen.findByLabelText(/^PO number/), 'PO-1200');
      await userEvent.upload(
        screen.getByLabelText('PO document (optional)'),
        pdfFile('PO-1200.pdf'),
      );
      expect(await screen.findByRole('button', { name: 'Download PO-1200.pdf' })).toBeVisible();
      const chunks = crm.calls.filter((call) => call.type === 'uploadPoDocument');
      expect(chunks.map((call) => [call.payload.quoteId, call.payload.chunkIndex])).toEqual([
        [chunks[0]!.payload.quoteId, 0],
        [chunks[0]!.payload.quoteId, 1],
      ]);
      expect(chunks[0]!.payload.quoteId).toBeTruthy();
      expect(stored()).toBe('PO-1200.pdf');
      expect(screen.getByText(/Choose another file to replace it/)).toBeVisible();

      await userEvent.upload(
        screen.getByLabelText('PO document (optional)'),
        pdfFile('PO-1201.pdf', 900),
      );
      expect(await screen.findByRole('button', { name: 'Download PO-1201.pdf' })).toBeVisible();
      expect(screen.queryByText('PO-1200.pdf')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Remove PO-1201.pdf' }));
      await waitFor(() => expect(screen.queryByText('PO-1201.pdf')).toBeNull());
      expect(stored()).toBeNull();
      expect(screen.getByLabelText(/^PO number/)).toHaveValue('PO-1200');
    });

    it('refuses a file type before uploading, with the rule, and sends nothing', async () => {
      const { crm } = documentCrm();
      renderCheckout(block(), crm);
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(
        await screen.findByLabelText('PO document (optional)'),
        new File(['PO 1'], 'po.txt', { type: 'text/plain' }),
      );
      expect(
        await screen.findByText(
          'po.txt: this file type cannot be attached. Attach PDF, PNG, JPG, WebP, DOCX or XLSX files.',
        ),
      ).toBeVisible();
      expect(crm.calls.some((call) => call.type === 'uploadPoDocument')).toBe(false);
    });

    it("shows the CRM's refusal and keeps the PO number typed", async () => {
      const { crm } = documentCrm(
        "po.pdf: the file's content does not match its type; it was not attached.",
      );
      renderCheckout(block(), crm);
      await userEvent.type(await screen.findByLabelText(/^PO number/), 'PO-88');
      await userEvent.upload(
        screen.getByLabelText('PO document (optional)'),
        pdfFile('po.pdf', 10),
      );
      expect(
        await screen.findByText(/the file's content does not match its type; it was not attached/),
      ).toBeVisible();
      expect(screen.getByLabelText(/^PO number/)).toHaveValue('PO-88');
      await waitFor(() => expect(crm.fields).toMatchObject({ PoNumber: 'PO-88' }), {
        timeout: 3000,
      });
      // The failed file can be dismissed; the picker takes another.
      await userEvent.click(screen.getByRole('button', { name: 'Remove po.pdf' }));
      expect(screen.queryByText('po.pdf')).toBeNull();
    });
  });
});
