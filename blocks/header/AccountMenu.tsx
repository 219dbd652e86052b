import { useId } from 'react';
import { displayName, useSession } from '../../runtime/blocks';
import type { HeaderAccountMenu } from '../../schemas/generated/blocks/header';
import { Icon, LazyOverlayPanel, lazyOverlay, useLazyOverlay } from '../../runtime/ui/index';

const Panel = lazyOverlay(() => import('./AccountMenuPanel'));

/**
 * The signed-in user's menu button: the initials, the given name and, from 1024 px, the account
 * the user works in (or the indirect buyer they act for), cut short so the header never wraps;
 * the menu (with the account switcher) loads on first intent (see lazyOverlay).
 */
export function AccountMenu({ settings }: { settings: HeaderAccountMenu }) {
  const session = useSession();
  const overlay = useLazyOverlay(Panel);
  const workingId = useId();
  const profile = session.profile;
  if (!profile) return null;
  const name = displayName(profile);
  // The account the user works in (or the indirect buyer they act for), always in sight.
  const actingFor = session.indirectBuyer?.CURRENT.Name;
  const working = actingFor ? `For ${actingFor}` : (session.account?.Name ?? null);
  return (
    <>
      <button
        type="button"
        className="bf-header-account-button"
        aria-haspopup="menu"
        {...overlay.triggerProps}
        aria-describedby={working ? workingId : undefined}
        data-testid="account-menu-button"
      >
        <span className="bf-header-account-avatar" aria-hidden="true">
          {initials(profile.given_name, profile.family_name, name)}
        </span>
        <span className="bf-header-account-text">
          <span className="bf-header-account-name">{profile.given_name || name}</span>
          {working ? (
            // Kept out of the button's name (which stays "<name> account menu") and read as its
            // description instead.
            <span
              id={workingId}
              className="bf-header-account-working"
              data-testid="header-active-account"
              aria-hidden="true"
            >
              {working}
            </span>
          ) : null}
        </span>
        <span className="bf-visually-hidden"> account menu</span>
        <Icon name="chevron-down" size={16} color="currentColor" />
      </button>
      <LazyOverlayPanel overlay={overlay}>
        <Panel.Component
          settings={settings}
          triggerRef={overlay.triggerRef}
          {...overlay.panelProps}
        />
      </LazyOverlayPanel>
    </>
  );
}

function initials(given: string, family: string, fallback: string): string {
  const letters = `${given.charAt(0)}${family.charAt(0)}`.trim();
  return (letters || fallback.charAt(0)).toUpperCase();
}
