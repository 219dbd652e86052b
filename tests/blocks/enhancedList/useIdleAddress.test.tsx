import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useIdleAddress } from '../../../blocks/enhancedList/useIdleAddress';

const query = (text: string) => () => new URLSearchParams(text);

describe('useIdleAddress (the invoice list writes its state to the address when idle)', () => {
  beforeEach(() => {
    window.history.replaceState({ key: 'list', idx: 0 }, '', '/billing/enhancedList');
  });

  it('writes the latest query once idle, keeping the history state, never during the call', async () => {
    const { result } = renderHook(() => useIdleAddress());
    result.current(query('status=Open'));
    result.current(query('status=Overdue'));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(window.location.search).toBe('?status=Overdue'));
    expect(window.history.state).toEqual({ key: 'list', idx: 0 });
  });

  it('makes a pending write when the list unmounts on the same entry', () => {
    const { result, unmount } = renderHook(() => useIdleAddress());
    result.current(query('q=INV-7'));
    unmount();
    expect(window.location.search).toBe('?q=INV-7');
  });

  it('does not rewrite the entry a followed link moved to', async () => {
    const { result, unmount } = renderHook(() => useIdleAddress());
    result.current(query('status=Paid'));
    window.history.pushState({ key: 'invoice', idx: 1 }, '', '/viewInvoice?invoiceId=inv-1');
    unmount();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/viewInvoice?invoiceId=inv-1',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.search).toBe('?invoiceId=inv-1');
  });
});
