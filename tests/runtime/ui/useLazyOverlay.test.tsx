import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, type RefObject } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  LazyOverlayPanel,
  lazyOverlay,
  useLazyOverlay,
  type LazyOverlayOptions,
} from '../../../runtime/ui/index';

interface PanelProps {
  triggerRef?: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The element the open panel was anchored to (its `triggerRef`). */
let anchor: HTMLElement | null = null;

/** A stand-in for a lazily loaded menu: focus moves into it, Escape or Close closes it. */
function FakePanel({ triggerRef, isOpen, onOpenChange }: PanelProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    anchor = triggerRef?.current ?? null;
    close.current?.focus();
  }, [isOpen, triggerRef]);
  if (!isOpen) return null;
  return (
    <div
      role="dialog"
      aria-label="Panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onOpenChange(false);
      }}
    >
      <button ref={close} type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}

/** A block's trigger and panel as the header's menus use them, with the panel's load counted. */
function setup(options?: LazyOverlayOptions) {
  // Resolved in a microtask, like a chunk already in the browser's cache.
  const load = vi.fn(() => Promise.resolve({ default: FakePanel }));
  const Panel = lazyOverlay(load);
  function Trigger() {
    const overlay = useLazyOverlay(Panel, options);
    return (
      <>
        <button
          type="button"
          className="menu-button"
          aria-haspopup="menu"
          {...overlay.triggerProps}
        >
          Account
        </button>
        <LazyOverlayPanel overlay={overlay}>
          <Panel.Component triggerRef={overlay.triggerRef} {...overlay.panelProps} />
        </LazyOverlayPanel>
      </>
    );
  }
  return { load, Trigger };
}

describe('useLazyOverlay', () => {
  it('renders the button alone on the server, and loads nothing', () => {
    const { load, Trigger } = setup();
    expect(renderToString(<Trigger />)).toBe(
      '<button type="button" class="menu-button" aria-haspopup="menu" aria-expanded="false">Account</button>',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing before intent, starts the load on hover or focus, and renders on press', async () => {
    const { load, Trigger } = setup();
    render(<Trigger />);
    const button = screen.getByRole('button', { name: 'Account' });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => button.focus());
    // One download however often the visitor reaches for it.
    expect(load).toHaveBeenCalledTimes(1);
    // Intent alone renders nothing: the panel waits for a press.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(anchor).toBe(button);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on focus alone (a keyboard user tabbing to the button)', async () => {
    const { load, Trigger } = setup();
    render(<Trigger />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on a press without any hover before it (the load starts with the press)', async () => {
    const { load, Trigger } = setup();
    render(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('toggles on press, and Escape or Close gives focus back to the trigger', async () => {
    const { Trigger } = setup();
    render(<Trigger />);
    const button = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    // A second press on the open trigger closes it.
    await userEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("a drawer's options: a press only opens, touch starts the load, focus is left to the drawer", async () => {
    const { load, Trigger } = setup({ press: 'open', returnFocus: false, preloadOnTouch: true });
    render(<Trigger />);
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.touchStart(button);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).not.toHaveFocus();
  });

  it('does not load on touch unless asked to (a menu loads on pointerenter, which a tap fires)', () => {
    const { load, Trigger } = setup();
    render(<Trigger />);
    fireEvent.touchStart(screen.getByRole('button', { name: 'Account' }));
    expect(load).not.toHaveBeenCalled();
  });
});
