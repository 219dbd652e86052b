import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Detail from '../../../blocks/detail/Detail';
import type { DetailConfiguration } from '../../../schemas/generated/blocks/detail';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const SEEDED: DetailConfiguration = {
  objectName: 'Quote',
  displayFields: ['Name', 'QuoteNumber', 'Status', 'PoNumber', 'ShippingCity', 'Total'],
  sections: [
    { heading: 'Summary', fields: ['QuoteNumber', 'Status', 'PoNumber'] },
    { heading: 'Shipping', fields: ['ShippingCity'] },
  ],
  showLineItems: true,
};

const RECORD = {
  recordData: {
    Id: 'Q-1',
    Name: 'Flow panel reorder',
    QuoteNumber: '00001001',
    Status: 'Ordered',
    PoNumber: null,
    ShippingCity: 'Waltham',
    Total: 1234.5,
  },
  fieldsMetadata: [
    { name: 'Id', label: 'Quote ID', type: 'id' },
    { name: 'Name', label: 'Quote Name', type: 'string' },
    { name: 'QuoteNumber', label: 'Quote Number', type: 'string' },
    { name: 'Status', label: 'Status', type: 'picklist' },
    { name: 'PoNumber', label: 'PO Number', type: 'string' },
    { name: 'ShippingCity', label: 'Shipping City', type: 'string' },
    { name: 'Total', label: 'Total', type: 'currency' },
  ],
};

function at(path: string) {
  window.history.replaceState(null, '', path);
}

afterEach(() => at('/'));

function renderDetail(
  configuration: DetailConfiguration,
  answer: (data: Record<string, unknown>) => unknown,
) {
  return renderWithGateway(
    <Detail blockId="d1" configuration={configuration} contentJSON={null} />,
    answer,
  );
}

describe('detail block', () => {
  it('reads the record of ?recordId= through getRecord and shows it in sections', async () => {
    at('/detail/tpl-order-detail?recordId=Q-1');
    let sent: Record<string, unknown> | null = null;
    renderDetail(SEEDED, (data) => {
      sent = data;
      return { statusCode: 200, content: RECORD };
    });
    expect(screen.getByRole('status', { name: 'Loading record…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Flow panel reorder' })).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Summary' }).parentElement!;
    expect(within(summary).getByText('Quote Number').nextSibling).toHaveTextContent('00001001');
    expect(within(summary).getByText('PO Number').nextSibling).toHaveTextContent('—');
    const shipping = screen.getByRole('heading', { name: 'Shipping' }).parentElement!;
    expect(within(shipping).getByText('Waltham')).toBeInTheDocument();

    expect(callType(sent!)).toBe('getRecord');
    expect(sentPayload(sent!)).toEqual({
      objectName: 'Quote',
      objectId: 'Q-1',
      displayFields: SEEDED.displayFields,
    });
  });

  it('shows all display fields, money formatted, without sections', async () => {
    at('/detail/tpl-order-detail?recordId=Q-1');
    renderDetail({ objectName: 'Quote', displayFields: ['Name', 'Total'] }, () => ({
      statusCode: 200,
      content: RECORD,
    }));
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Quote Name')).toBeInTheDocument();
  });

  it('says no records found for an unknown record', async () => {
    at('/detail/tpl-order-detail?recordId=NOPE');
    renderDetail(SEEDED, () => ({ statusCode: 200, content: 'ERROR: No records Found.' }));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('says no records found without a recordId, and asks nothing', () => {
    at('/detail/tpl-order-detail');
    const { gateway } = renderDetail(SEEDED, () => ({ statusCode: 200, content: RECORD }));
    expect(screen.getByText('No records found.')).toBeInTheDocument();
    expect(gateway.received).toHaveLength(0);
  });

  it('shows an error when the CRM refuses', async () => {
    at('/detail/tpl-order-detail?recordId=Q-1');
    renderDetail(SEEDED, () => ({ statusCode: 400, content: 'ERROR: Invalid object name Quote.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The record could not be loaded.');
  });
});
