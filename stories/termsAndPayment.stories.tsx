import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import schema from '../schemas/blocks/termsAndPayment.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers, type CrmAnswer, type CrmCall } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

/** Gateway data comes from the local stack's seed (MSW, .storybook/preview.tsx) unless a story says otherwise. */
const meta = {
  title: 'Blocks/TermsAndPayment',
  ...blockMeta({
    componentName: 'termsAndPayment',
    schema,
    block: {
      configuration: {
        heading: '5. Terms & payment',
        paymentOptions: ['Invoice (Net 30)', 'Credit card'],
        termsUrl: '/support#terms',
        requireTermsAcceptance: true,
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in manager's checkout, as the seeded CRM answers. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '5. Terms & payment' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' })),
  },
};

export const Guest: Story = { globals: { viewer: 'guest' } };

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};

/*
 * The PO document's upload states (issue 16). A small CRM answers the calls the block makes, like
 * the local stand-in (server/crm/handlers/ecommerce/uploadPoDocument.ts): a cart on Net 30
 * terms with payment on account chosen, and uploadPoDocument storing the file once its last chunk
 * arrives, hanging, or failing, as the story needs.
 */
const QUOTE_ID = '0Q0StoryPoCart001';
const KB = 1024;
const MB = KB * KB;

type UploadOutcome = 'store' | 'hang' | 'fail';

function poDocumentCrm(stored: string | null, upload: UploadOutcome) {
  const fields: Record<string, unknown> = {
    Id: QUOTE_ID,
    Status: 'Draft',
    CurrencyIsoCode: 'USD',
    Pay_Online_Terms__c: 'Net 30',
    Payment_Method__c: 'Terms',
    PoNumber: 'PO-4471',
    PO_Document_Name__c: stored,
    Terms_Accepted__c: false,
    ShippingHandling: 0,
  };
  return ({ type, payload }: CrmCall): CrmAnswer => {
    const sent = (payload ?? {}) as Record<string, unknown>;
    switch (type) {
      case 'getActiveQuote':
        return {
          statusCode: 200,
          content: {
            quote: {
              id: QUOTE_ID,
              name: 'Cart Q-1001',
              quoteNumber: 'Q-00001001',
              isGuest: false,
              currency: 'USD',
              shipping: { address: null, city: null, state: null, zip: null, country: null },
              promoCode: null,
              subtotal: 520,
              discountTotal: 0,
              taxAmount: 0,
              total: 520,
            },
            lineItems: [
              {
                id: 'L1',
                quoteId: QUOTE_ID,
                itemId: 'a1Cellaris0000001',
                catalogItemId: 'Ea1Cellaris0000001',
                sku: 'CY-AB-10001',
                title: 'CD4 Monoclonal Antibody (RPA-T4), FITC',
                thumbnail: null,
                qty: 2,
                unitPrice: 260,
                discount: 0,
                promoDiscount: 0,
                totalPrice: 520,
              },
            ],
            itemCount: 2,
          },
        };
      case 'getRecord':
        return { statusCode: 200, content: { recordData: { ...fields }, fieldsMetadata: [] } };
      case 'updateRecord':
        Object.assign(fields, sent.fields);
        return { statusCode: 200, content: { success: true, recordData: { ...fields } } };
      case 'getSavedCards':
        return { statusCode: 200, content: [] };
      case 'uploadPoDocument': {
        const last = Number(sent.chunkIndex) === Number(sent.chunkCount) - 1;
        // The first chunk always arrives, so the progress bar shows a share done.
        if (!last) return { statusCode: 200, content: { complete: false, received: 1 } };
        if (upload === 'hang') return 'pending';
        if (upload === 'fail')
          return { statusCode: 503, content: 'ERROR: The document store is not answering.' };
        fields.PO_Document_Name__c = sent.fileName;
        return {
          statusCode: 200,
          content: {
            complete: true,
            attachment: {
              id: '069StoryPoDoc0001',
              fileName: sent.fileName,
              contentType: 'application/pdf',
              size: sent.size,
            },
          },
        };
      }
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
}

/** A PDF of `size` bytes (two upload chunks at the default 70 KB). */
function pdf(name: string, size = 70 * KB): File {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7'));
  return new File([bytes], name, { type: 'application/pdf' });
}

const picker = (canvas: HTMLElement) =>
  within(canvas).findByLabelText<HTMLInputElement>('PO document (optional)');

/** Payment on account with a PO document already attached: its name downloads it. */
export const PoDocumentUploaded: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(poDocumentCrm('PO-4471.pdf', 'store')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download PO-4471.pdf' })).toBeVisible();
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await expect(canvas.getByText(/Choose another file to replace it/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove PO-4471.pdf' })).toBeVisible();
  },
};

/** A file chosen and uploading: its progress, the picker disabled until it ends. */
export const PoDocumentUploading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(poDocumentCrm(null, 'hang')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await picker(canvasElement), pdf('PO-4471-signed.pdf'));
    const progress = await canvas.findByRole('progressbar', {
      name: 'Uploading PO-4471-signed.pdf',
    });
    await expect(progress).toBeVisible();
    await waitFor(() => expect(Number(progress.getAttribute('value'))).toBeGreaterThan(0));
    await expect(await picker(canvasElement)).toBeDisabled();
    await expect(canvas.getByLabelText(/^PO number/)).toHaveValue('PO-4471');
  },
};

/** A file over 5 MB is refused in the browser with the limit; nothing is sent. */
export const PoDocumentTooLarge: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(poDocumentCrm(null, 'store')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await picker(canvasElement), pdf('scan.pdf', 5 * MB + 1));
    await expect(
      await canvas.findByText('scan.pdf: the file is 5.0 MB; files may be at most 5 MB.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByLabelText(/^PO number/)).toHaveValue('PO-4471');
  },
};

/** A file of a type a purchase order does not come as is refused with the allowed types. */
export const PoDocumentRefusedType: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(poDocumentCrm(null, 'store')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picker's accept list would hide it; a file dropped or picked as "All files" arrives.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await picker(canvasElement),
      new File(['PO 4471'], 'po.txt', { type: 'text/plain' }),
    );
    await expect(
      await canvas.findByText(
        'po.txt: this file type cannot be attached. Attach PDF, PNG, JPG, WebP, DOCX or XLSX files.',
      ),
    ).toBeVisible();
  },
};

/** The upload failed half-way: the reason, and the document attached before stays. */
export const PoDocumentFailed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(poDocumentCrm('PO-4471.pdf', 'fail')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Download PO-4471.pdf' });
    await userEvent.upload(await picker(canvasElement), pdf('PO-4471-v2.pdf'));
    await expect(
      await canvas.findByText(/The document store is not answering/, undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PO-4471.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove PO-4471-v2.pdf' })).toBeVisible();
    await expect(canvas.getByLabelText(/^PO number/)).toHaveValue('PO-4471');
  },
};
