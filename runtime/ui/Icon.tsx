import type { SVGProps } from 'react';
import { iconPaths, type IconName } from './iconPaths';
import './ui.css';

/** Spec 000 section 9: icons are 20 px and grey unless told otherwise. */
export const ICON_DEFAULT_SIZE = 20;
/** The default icon colour (spec 000 section 9). */
export const ICON_DEFAULT_COLOR = 'grey';

/** An SVG's props plus the icon name, its size in pixels, its colour and an optional title. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'color'> {
  name: IconName;
  size?: number | string;
  color?: string;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right whenever the surrounding control already carries a label.
   */
  title?: string;
}

/** An icon from `iconPaths`: decorative (hidden from assistive technology) unless it has a title. */
export function Icon({
  name,
  size = ICON_DEFAULT_SIZE,
  color = ICON_DEFAULT_COLOR,
  title,
  className,
  style,
  ...rest
}: IconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      className={['bf-icon', name === 'spinner' ? 'bf-icon-spin' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={{ color, flexShrink: 0, ...style }}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
