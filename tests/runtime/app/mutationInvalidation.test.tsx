import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import { useMakeCallMutation, useMakeCallQuery } from '../../../runtime/data/index';
import { crmAnswer, fakeGatewayFetch, sentData, testConnection } from '../gateway/fakeGatewayFetch';

function callType(data: Record<string, unknown>): string | null {
  return new URL(String(data.endpoint), 'https://crm.invalid').searchParams.get('type');
}

/** A quote line whose quantity the CRM stand-in keeps, read and written through makeCall. */
function fakeCrm() {
  let quantity = 1;
  const calls: string[] = [];
  const gateway = fakeGatewayFetch((request) => {
    const data = sentData(request);
    const type = callType(data) ?? '';
    calls.push(type);
    if (type === 'updateQLI') {
      quantity = Number(JSON.parse(String(data.payload)).quantity);
      return { salesforceActions: crmAnswer({ statusCode: 200, content: 'updated' }) };
    }
    return { salesforceActions: crmAnswer({ statusCode: 200, content: { quantity } }) };
  });
  return { gateway, calls };
}

function QuoteLine() {
  const line = useMakeCallQuery<{ quantity: number }>({
    base: 'ecommerce',
    type: 'getQuoteItems',
    method: 'GET',
  });
  const update = useMakeCallMutation<string, number>(
    (quantity) => ({
      base: 'ecommerce',
      type: 'updateQLI',
      method: 'POST',
      payload: { quantity },
    }),
    { invalidates: ['getQuoteItems'], failure: 'toast' },
  );
  return (
    <div>
      <p>Quantity: {line.data?.quantity ?? '…'}</p>
      <button type="button" onClick={() => update.mutate(5)}>
        Set to 5
      </button>
    </div>
  );
}

describe('a write declaring what it changes', () => {
  it('refetches those reads, so the page shows the saved value', async () => {
    const { gateway, calls } = fakeCrm();
    render(
      <GatewayProvider
        connection={testConnection(gateway.fetch)}
        queryClient={createStorefrontQueryClient()}
      >
        <QuoteLine />
      </GatewayProvider>,
    );
    expect(await screen.findByText('Quantity: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set to 5' }));
    expect(await screen.findByText('Quantity: 5')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['getQuoteItems', 'updateQLI', 'getQuoteItems']));
  });

  it('leaves fresh reads of other types alone', async () => {
    const { gateway, calls } = fakeCrm();
    const queryClient = createStorefrontQueryClient();
    render(
      <GatewayProvider connection={testConnection(gateway.fetch)} queryClient={queryClient}>
        <QuoteLine />
      </GatewayProvider>,
    );
    await screen.findByText('Quantity: 1');
    const otherKey = ['makeCall', { type: 'retrieveCatalogNG' }] as const;
    queryClient.setQueryData(otherKey, { itemCount: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Set to 5' }));
    await screen.findByText('Quantity: 5');
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
    expect(calls.filter((type) => type === 'getQuoteItems')).toHaveLength(2);
  });
});
