import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon } from './Icon';
import type { IconName } from './iconPaths';

/** A button that shows only an icon: its `label` is required and becomes its accessible name. */
export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  icon: IconName;
  /** What the button does ("Open menu"); read by screen readers, never shown. */
  label: string;
  variant?: 'ghost' | 'outline' | 'primary';
  size?: 'sm' | 'md';
  className?: string;
  /** A small count shown on the icon (a notifications or cart count); the name ends with it. */
  count?: number;
}

/** An icon-only button on React Aria's Button (press events, focus ring on keyboard focus only). */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  className,
  count,
  ...rest
}: IconButtonProps) {
  return (
    <AriaButton
      {...rest}
      className={[
        'bf-icon-button',
        `bf-icon-button-${variant}`,
        `bf-icon-button-${size}`,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Icon name={icon} size={size === 'sm' ? 18 : 22} color="currentColor" />
      {/* The name is text content, not aria-label, so the visible count is part of it. */}
      <span className="bf-visually-hidden">{label}</span>
      {count ? <span className="bf-icon-button-count">{count > 99 ? '99+' : count}</span> : null}
    </AriaButton>
  );
}
