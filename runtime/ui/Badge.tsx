import type { HTMLAttributes } from 'react';

/** The badge's meaning, shown by its colour and always also by its text. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error' | 'accent';

/** A short status label ("In stock", "Pending approval"): text, never only a colour. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label; `tone` colours it (info, success, warning, error, accent, neutral). */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span
      {...rest}
      className={['bf-badge', `bf-badge-${tone}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </span>
  );
}
