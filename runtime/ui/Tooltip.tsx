import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import './ui.css';

/** Spec 000 section 2: the eight directions a tooltip can open in. */
export type TooltipDirection =
  'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** Spec 000 section 9: tooltips are 130 px wide unless told otherwise. */
export const TOOLTIP_DEFAULT_WIDTH = 130;

/** The tooltip's text, its trigger, the direction it opens in and its width. */
export interface TooltipProps {
  content: ReactNode;
  direction?: TooltipDirection;
  width?: number;
  /** The one focusable element the tooltip describes (a button, a link, an input). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A description shown on hover and on keyboard focus, and hidden with Escape (WCAG 1.4.13).
 * It stays in the DOM while hidden so the trigger's aria-describedby always resolves.
 */
export function Tooltip({
  content,
  direction = 'top',
  width = TOOLTIP_DEFAULT_WIDTH,
  children,
}: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [escaped, setEscaped] = useState(false);
  const visible = (hovered || focused) && !escaped;

  useEffect(() => {
    if (!visible) return;
    // Listens on the document: Escape must work while the pointer merely hovers the trigger.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setEscaped(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <span
      className="bf-tooltip-anchor"
      onMouseEnter={() => {
        setEscaped(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setEscaped(false);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        id={id}
        role="tooltip"
        className={`bf-tooltip bf-tooltip-${direction}`}
        data-direction={direction}
        hidden={!visible}
        style={{ width: `${width}px` }}
      >
        {content}
      </span>
    </span>
  );
}
