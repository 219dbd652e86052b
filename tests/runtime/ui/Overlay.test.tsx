import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { overlayAtom } from '../../../runtime/state/overlayAtom';
import { Overlay } from '../../../runtime/ui/Overlay';

describe('Overlay', () => {
  it('shows a busy overlay only while the flag is set', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Overlay />
      </Provider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => store.set(overlayAtom, true));
    const overlay = screen.getByRole('status', { name: 'Loading' });
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    act(() => store.set(overlayAtom, false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
