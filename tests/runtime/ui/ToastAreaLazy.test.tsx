import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { showToast } from '../../../runtime/state/showToast';
import { ToastArea } from '../../../runtime/ui/ToastArea';

describe("the toast area before any toast's code has loaded", () => {
  it('loads the toast with the first message, in its live region', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <ToastArea />
      </Provider>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => showToast({ message: 'Saved', variant: 'success' }, store));
    // Its first import in this test process transforms React Aria: seconds on a busy machine.
    const toast = await screen.findByText('Saved', undefined, { timeout: 10_000 });
    expect(screen.getByRole('status')).toContainElement(toast);
    expect(toast.closest('.bf-toast')).toHaveAttribute('data-variant', 'success');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
