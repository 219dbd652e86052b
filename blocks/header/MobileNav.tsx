import type { HeaderConfiguration } from '../../schemas/generated/blocks/header';
import { Icon, LazyOverlayPanel, lazyOverlay, useLazyOverlay } from '../../runtime/ui/index';

const Drawer = lazyOverlay(() => import('./MobileNavDrawer'));

/**
 * The menu button shown below 1024 px. It opens the navigation drawer, whose code loads on first
 * intent (see lazyOverlay); the drawer gives focus back to this button when it closes.
 */
export function MobileNav({
  navLinks,
  accountMenu,
}: Pick<HeaderConfiguration, 'navLinks' | 'accountMenu'>) {
  // A press only opens: the modal drawer covers the button, and gives focus back to it itself.
  const overlay = useLazyOverlay(Drawer, {
    press: 'open',
    returnFocus: false,
    preloadOnTouch: true,
  });
  return (
    <>
      <button
        type="button"
        className="bf-icon-button bf-icon-button-ghost bf-header-menu-button"
        aria-haspopup="dialog"
        {...overlay.triggerProps}
      >
        <Icon name="menu" size={22} color="currentColor" />
        <span className="bf-visually-hidden">Menu</span>
      </button>
      <LazyOverlayPanel overlay={overlay}>
        <Drawer.Component navLinks={navLinks} accountMenu={accountMenu} {...overlay.panelProps} />
      </LazyOverlayPanel>
    </>
  );
}
