import { Suspense, useState } from 'react';
import type { HeaderConfiguration } from '../../schemas/generated/blocks/header';
import { Icon, lazyOverlay } from '../../runtime/ui/index';

const Drawer = lazyOverlay(() => import('./MobileNavDrawer'));

/**
 * The menu button shown below 1024 px. It opens the navigation drawer, whose code loads on first
 * intent (see lazyOverlay); the drawer gives focus back to this button when it closes.
 */
export function MobileNav({
  navLinks,
  accountMenu,
}: Pick<HeaderConfiguration, 'navLinks' | 'accountMenu'>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="bf-icon-button bf-icon-button-ghost bf-header-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={Drawer.preload}
        onTouchStart={Drawer.preload}
        onFocus={Drawer.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" size={22} color="currentColor" />
        <span className="bf-visually-hidden">Menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <Drawer.Component
            navLinks={navLinks}
            accountMenu={accountMenu}
            isOpen={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
