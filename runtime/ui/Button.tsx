import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Icon } from './Icon';
import './ui.css';

/** Spec 000 section 2: primary, secondary, link/ghost and error buttons. */
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'ghost' | 'error';

/** A native button's props plus the variant and a loading state (busy, still focusable). */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and refuses clicks while work started by the button is under way. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The storefront's button: `type="button"` unless told otherwise, and while `loading` it stays
 * focusable (aria-busy, aria-disabled) and refuses clicks.
 */
export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A loading button stays focusable (aria-disabled, not disabled) so keyboard users do not lose
    // their place, so the click has to be refused here instead.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      ref={ref}
      // Default to "button": inside a form the browser's default "submit" surprises.
      type={type}
      className={['bf-button', `bf-button-${variant}`, className ?? ''].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Icon name="spinner" size="1em" color="currentColor" /> : null}
      {children}
    </button>
  );
}
