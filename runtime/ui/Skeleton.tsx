import type { CSSProperties } from 'react';
import './ui.css';

/** The placeholder's size, an extra class and the label assistive technology hears. */
export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Read to screen readers in place of the shimmer. */
  label?: string;
  className?: string;
}

/**
 * A placeholder shape while content loads. The shimmer stops under prefers-reduced-motion
 * (ui.css); assistive technology hears the label instead of seeing the shape.
 */
export function Skeleton({
  width = '100%',
  height = '1rem',
  label = 'Loading',
  className,
}: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      <span className="bf-skeleton" aria-hidden="true" style={{ width, height }} />
    </div>
  );
}
