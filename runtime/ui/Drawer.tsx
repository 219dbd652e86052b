import { OverlayPanel, type OverlayPanelProps } from './OverlayPanel';

export type DrawerProps = OverlayPanelProps & {
  /** The side it slides in from: `start` for navigation, `end` for filters and carts. */
  placement?: 'start' | 'end';
};

/** A modal panel along one side of the screen, full height (navigation and filters on phones). */
export function Drawer({ placement = 'start', className, ...rest }: DrawerProps) {
  return (
    <OverlayPanel
      {...rest}
      className={['bf-drawer', `bf-drawer-${placement}`, className].filter(Boolean).join(' ')}
    />
  );
}
