import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import { useMakeCallQuery } from '../../../runtime/data/index';
import { crmAnswer, fakeGatewayFetch, testConnection } from '../gateway/fakeGatewayFetch';

function Counter({ type }: { type: string }) {
  const result = useMakeCallQuery<{ count: number }>({ base: 'ecommerce', type, method: 'GET' });
  return (
    <p>
      {type}: {result.data?.count ?? 'loading'}
    </p>
  );
}

describe('blocks mounting together', () => {
  it('send their different reads in one request and each shows its own answer', async () => {
    const gateway = fakeGatewayFetch((request) => {
      const type = new URL(
        String(JSON.parse(String(request.body.variables.data)).endpoint),
        'https://crm.invalid',
      ).searchParams.get('type');
      return {
        salesforceActions: crmAnswer({
          statusCode: 200,
          content: { count: type === 'getNotificationsCount' ? 3 : 7 },
        }),
      };
    });
    render(
      <GatewayProvider
        connection={testConnection(gateway.fetch)}
        queryClient={createStorefrontQueryClient()}
      >
        <Counter type="getNotificationsCount" />
        <Counter type="getCatalogGroupCounts" />
      </GatewayProvider>,
    );
    expect(await screen.findByText('getNotificationsCount: 3')).toBeInTheDocument();
    expect(await screen.findByText('getCatalogGroupCounts: 7')).toBeInTheDocument();
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.body.query).toMatch(/^query Batch\(/);
  });
});
