import {
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * An overlay whose code (React Aria, about 50 KB gzip) loads only when it is first wanted, so the
 * block that opens it hydrates without it (the header's drawer and menu, the catalogue's filters).
 * `preload` starts the download on intent (hover, focus, touch). Its plain trigger button is
 * `useLazyOverlay`'s, its panel goes in `LazyOverlayPanel`: all three in one module, so the
 * blocks that use them fetch one small shared chunk, not one more per helper.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => void } {
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (started ??= load());
  return {
    Component: lazy(start),
    preload: () => void start(),
  };
}

/** How a lazy overlay's trigger behaves; the defaults suit a menu or popover. */
export interface LazyOverlayOptions {
  /**
   * `'toggle'` (default): a press opens or closes the overlay (a menu or popover, whose trigger
   * stays in reach). `'open'`: a press only opens it (a modal drawer, which covers its trigger).
   */
  press?: 'toggle' | 'open';
  /**
   * Give focus back to the trigger when the overlay closes (default true): a popover anchored to
   * a plain button does not know where focus came from. False for a modal drawer, which restores
   * focus itself.
   */
  returnFocus?: boolean;
  /** Also start the download on touchstart (a drawer opened from a phone's menu button). */
  preloadOnTouch?: boolean;
}

/** What a lazy overlay's plain trigger button spreads, where its `aria-expanded` goes. */
export interface LazyOverlayTriggerProps {
  /** The button, for the panel to anchor to and for focus to come back to. */
  ref: RefObject<HTMLButtonElement | null>;
  /** Whether the overlay is open. */
  'aria-expanded': boolean;
  /** Starts the download on intent. */
  onPointerEnter: () => void;
  /** Starts the download on intent. */
  onFocus: () => void;
  /** Starts the download on intent, with `preloadOnTouch`. */
  onTouchStart?: () => void;
  /** Wants the overlay (it renders from now on) and opens or toggles it. */
  onClick: () => void;
}

/** A lazy overlay's state and what its trigger and its panel are given (`useLazyOverlay`). */
export interface LazyOverlayState {
  /** Whether the overlay is open. */
  open: boolean;
  /** Whether it was ever pressed open: only then is its panel rendered (and its code loaded). */
  wanted: boolean;
  /** The trigger button, for a panel anchored to it (a menu, a popover). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Spread on the trigger `<button>` where its `aria-expanded` goes (attributes keep their order). */
  triggerProps: LazyOverlayTriggerProps;
  /** The panel's `isOpen` and `onOpenChange`. */
  panelProps: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };
}

/**
 * The plain trigger button of an overlay whose code loads on first intent (`lazyOverlay`): hover
 * and focus start the download, a press wants the overlay and opens it. Nothing of the overlay is
 * rendered before that press, so the block hydrates without React Aria and the server's HTML is
 * the button alone. Render the panel inside `LazyOverlayPanel`.
 */
export function useLazyOverlay(
  overlay: { preload: () => void },
  { press = 'toggle', returnFocus = true, preloadOnTouch = false }: LazyOverlayOptions = {},
): LazyOverlayState {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  function onOpenChange(isOpen: boolean) {
    setOpen(isOpen);
    if (!isOpen && returnFocus) triggerRef.current?.focus();
  }
  return {
    open,
    wanted,
    triggerRef,
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': open,
      onPointerEnter: overlay.preload,
      onFocus: overlay.preload,
      ...(preloadOnTouch ? { onTouchStart: overlay.preload } : {}),
      onClick: () => {
        setWanted(true);
        if (press === 'toggle') setOpen((value) => !value);
        else setOpen(true);
      },
    },
    panelProps: { isOpen: open, onOpenChange },
  };
}

/** What `LazyOverlayPanel` renders, and when. */
export interface LazyOverlayPanelProps {
  /** The overlay's state (`useLazyOverlay`): nothing renders until it is `wanted`. */
  overlay: { wanted: boolean };
  /** The lazy panel (`lazyOverlay(...).Component`) with its props. */
  children: ReactNode;
}

/**
 * Where a lazy overlay's panel goes, beside its trigger: nothing until the trigger is first
 * pressed (the server's HTML and the hydration stay without it), then the panel in a Suspense
 * boundary of its own that shows nothing while its code arrives.
 */
export function LazyOverlayPanel({ overlay, children }: LazyOverlayPanelProps) {
  return overlay.wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
