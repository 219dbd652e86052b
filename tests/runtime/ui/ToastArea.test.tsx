import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../runtime/state/showToast';
import type { ToastInput } from '../../../runtime/state/toastAtom';
import { loadToast, ToastArea } from '../../../runtime/ui/ToastArea';

// The toast's code is a lazy chunk (ToastArea.tsx): loaded up front, toasts render at once.
beforeAll(async () => {
  await loadToast();
});

type Store = ReturnType<typeof createStore>;

let store: Store;
beforeEach(() => {
  // Only the interval clock is faked: user-event and Testing Library settle through real
  // setTimeout(0) calls, which never run under fully fake timers outside Jest.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  store = createStore();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderArea() {
  render(
    <Provider store={store}>
      <ToastArea />
    </Provider>,
  );
}

function show(input: ToastInput) {
  act(() => showToast(input, store));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toast area', () => {
  it('shows nothing until a message exists', () => {
    renderArea();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces non-error toasts politely and errors assertively', () => {
    renderArea();
    show({ message: 'Saved', variant: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    show({ message: 'Something failed', variant: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each(['default', 'success', 'warning', 'error'] as const)(
    'renders the %s variant',
    (variant) => {
      renderArea();
      show({ message: `A ${variant} message`, variant });
      expect(screen.getByText(`A ${variant} message`).closest('.bf-toast')).toHaveAttribute(
        'data-variant',
        variant,
      );
    },
  );

  it('defaults to the default style in dismissable mode', () => {
    renderArea();
    show({ message: 'Hello' });
    const toast = screen.getByText('Hello').closest('.bf-toast');
    expect(toast).toHaveAttribute('data-variant', 'default');
    expect(toast).toHaveAttribute('data-mode', 'dismissable');
  });
});

describe('toast countdown', () => {
  it('counts down from 5 s and clears when under 2 s remain (on the 4th second)', () => {
    renderArea();
    show({ message: 'Five seconds' });
    advance(3999);
    expect(screen.getByText('Five seconds')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Five seconds')).not.toBeInTheDocument();
  });

  it('counts down from the given time in seconds', () => {
    renderArea();
    show({ message: 'Ten seconds', time: 10 });
    advance(8999);
    expect(screen.getByText('Ten seconds')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Ten seconds')).not.toBeInTheDocument();
  });

  it('keeps a toast at exactly 2 s remaining and clears it below', () => {
    renderArea();
    show({ message: 'Three seconds', time: 3 });
    advance(1000); // 2 s remaining: not below 2
    expect(screen.getByText('Three seconds')).toBeInTheDocument();
    advance(1000); // 1 s remaining
    expect(screen.queryByText('Three seconds')).not.toBeInTheDocument();
  });

  it('never auto-dismisses a sticky toast', () => {
    renderArea();
    show({ message: 'Stays', mode: 'sticky', time: 3 });
    advance(60_000);
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    renderArea();
    const pointer = userEvent.setup();
    show({ message: 'Hover me' });
    advance(2000); // 3 s remaining
    await pointer.hover(screen.getByText('Hover me'));
    advance(30_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    await pointer.unhover(screen.getByText('Hover me'));
    advance(1000); // 2 s remaining
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(1000); // 1 s remaining
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('dismisses at once with the close icon, sticky or not', async () => {
    renderArea();
    show({ message: 'Close me', mode: 'sticky' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Close me')).not.toBeInTheDocument();
  });

  it('restarts the countdown when a new message replaces the old one', () => {
    renderArea();
    show({ message: 'First' });
    advance(3000);
    show({ message: 'Second' });
    advance(3999);
    expect(screen.getByText('Second')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('clears when shown an empty message', () => {
    renderArea();
    show({ message: 'Something', mode: 'sticky' });
    show({ message: '' });
    expect(screen.queryByText('Something')).not.toBeInTheDocument();
  });
});

describe('toast keyboard access', () => {
  function renderWithButton() {
    render(
      <Provider store={store}>
        <button type="button">Place order</button>
        <ToastArea />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    button.focus();
    return button;
  }

  it('is a landmark F6 reaches from the page, and F6 again returns to where focus was', async () => {
    const user = userEvent.setup();
    const button = renderWithButton();
    show({ message: 'Payment failed', variant: 'error' });
    const region = screen.getByRole('region', { name: 'Notification' });
    expect(region).toHaveTextContent('Payment failed');
    await user.keyboard('{F6}');
    expect(region).toHaveFocus();
    // Focus inside pauses the countdown, as hovering does.
    advance(10_000);
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    await user.keyboard('{F6}');
    expect(button).toHaveFocus();
  });

  it('gives focus back when the close button is pressed from the keyboard', async () => {
    const user = userEvent.setup();
    const button = renderWithButton();
    show({ message: 'Saved', mode: 'sticky' });
    await user.keyboard('{F6}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
