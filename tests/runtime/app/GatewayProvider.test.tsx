import { render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { GatewayProvider, useGatewayConnection } from '../../../runtime/app/GatewayProvider';
import { GUEST_SESSION, testConnection } from '../gateway/fakeGatewayFetch';

function Probe({ onRead }: { onRead: (value: unknown) => void }) {
  const connection = useGatewayConnection();
  const queryClient = useQueryClient();
  onRead({ connection, queryClient });
  return <p>read</p>;
}

describe('GatewayProvider and useGatewayConnection (public API)', () => {
  it('gives blocks the connection and the query client', () => {
    const connection = testConnection(undefined, GUEST_SESSION);
    const queryClient = new QueryClient();
    const onRead = vi.fn();
    render(
      <GatewayProvider connection={connection} queryClient={queryClient}>
        <Probe onRead={onRead} />
      </GatewayProvider>,
    );
    expect(screen.getByText('read')).toBeInTheDocument();
    expect(onRead).toHaveBeenCalledWith({ connection, queryClient });
  });

  it('fails clearly outside a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe onRead={() => {}} />)).toThrow(/no GatewayProvider/);
    error.mockRestore();
  });
});
