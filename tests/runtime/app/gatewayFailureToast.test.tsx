import { act, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { gatewayFailureToast } from '../../../runtime/app/gatewayFailureToast';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/index';
import { toastAtom } from '../../../runtime/state/toastAtom';
import { loadToast, ToastArea } from '../../../runtime/ui/ToastArea';

const failure = new GatewayError(500, 'Error fetching data from AppSync.', { origin: 'result' });

// The toast's code is a lazy chunk (ToastArea.tsx): loaded up front, toasts render at once.
beforeAll(async () => {
  await loadToast();
});
afterEach(() => getDefaultStore().set(toastAtom, null));

describe('gatewayFailureToast', () => {
  it('turns a gateway failure into an error toast with its message', () => {
    expect(gatewayFailureToast(failure)).toEqual({
      message: 'Error fetching data from AppSync.',
      variant: 'error',
    });
  });

  it('stays quiet when the caller handles the failure, for an expired session and for other errors', () => {
    expect(gatewayFailureToast(failure, { handlesErrors: true })).toBeNull();
    expect(gatewayFailureToast(new SessionExpiredError({ origin: 'http' }))).toBeNull();
    expect(gatewayFailureToast(new Error('boom'))).toBeNull();
  });
});

describe('the storefront query client', () => {
  it('shows the error toast when a gateway query fails', async () => {
    render(<ToastArea />);
    const client = createStorefrontQueryClient();
    await act(() =>
      client
        .fetchQuery({
          queryKey: ['failing'],
          queryFn: () => Promise.reject(failure),
        })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error fetching data from AppSync.'),
    );
  });

  it('shows nothing for a query whose caller handles its errors', async () => {
    const client = createStorefrontQueryClient();
    await client
      .fetchQuery({
        queryKey: ['handled'],
        queryFn: () => Promise.reject(failure),
        meta: { handlesErrors: true },
      })
      .catch(() => undefined);
    expect(getDefaultStore().get(toastAtom)).toBeNull();
  });
});
