import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadToast, ToastArea } from '../../../runtime/ui/ToastArea';
import { useToast } from '../../../runtime/ui/useToast';

// The toast's code is a lazy chunk (ToastArea.tsx): loaded up front, toasts render at once.
beforeAll(async () => {
  await loadToast();
});

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.show({ message: 'Added to cart', variant: 'success' })}>
        Add
      </button>
      <button onClick={() => toast.dismiss()}>Hide</button>
    </>
  );
}

describe('useToast', () => {
  it('shows and dismisses a toast through the tree’s store', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={createStore()}>
        <Trigger />
        <ToastArea />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
