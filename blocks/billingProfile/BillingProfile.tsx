import {
  MutationError,
  useProfileActions,
  useSession,
  type BlockProps,
} from '../../runtime/blocks';
import { Button } from '../../runtime/ui/index';
import type { BillingProfileConfiguration } from '../../schemas/generated/blocks/billingProfile';
import { ChangePassword } from './ChangePassword';
import { MultiFactor } from './MultiFactor';
import { ProfileDetails } from './ProfileDetails';
import { RememberedDevices } from './RememberedDevices';
import './billingProfile.css';

/**
 * The profile page (/billing/profile): the user's details, locale and currency (the session uses
 * them at once), password, two-step sign-in, remembered devices and sign-out on every device.
 * Every call acts on the signed-in user's own identity with their token. Single sign-on users
 * manage their password and second step at their identity provider.
 */
export default function BillingProfile({ configuration }: BlockProps<BillingProfileConfiguration>) {
  const session = useSession();
  const { signOutEverywhere } = useProfileActions();
  if (!session.isLoggedIn || !session.profile)
    return <p className="bf-profile-note">Sign in to see your profile.</p>;
  const appName =
    configuration.authenticatorAppName ??
    session.controller?.boot.domain.storefrontName ??
    'Customer portal';
  return (
    <div className="bf-profile">
      <ProfileDetails />
      {session.isSso ? (
        <p className="bf-profile-note" role="note">
          You sign in through your organisation’s identity provider: change your password and
          two-step sign-in there.
        </p>
      ) : (
        <>
          <ChangePassword />
          {configuration.showMultiFactor !== false ? <MultiFactor appName={appName} /> : null}
          {configuration.showDevices !== false ? <RememberedDevices /> : null}
        </>
      )}
      {configuration.showGlobalSignOut !== false ? (
        <section className="bf-profile-section" aria-labelledby="bf-profile-signout">
          <h2 id="bf-profile-signout">Sign out everywhere</h2>
          <p>Signs you out on every device and browser, this one included.</p>
          <MutationError mutation={signOutEverywhere} fallback="You were not signed out." />
          <div>
            <Button
              variant="secondary"
              loading={signOutEverywhere.isPending}
              onClick={() => signOutEverywhere.mutate()}
            >
              Sign out of all devices
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
