import {
  MutationError,
  QueryStates,
  useLocale,
  useProfileActions,
  useRememberedDevices,
  useSession,
  useTimeZone,
} from '../../runtime/blocks';
import { Button } from '../../runtime/ui/index';

/** The devices that skip the second step (at most 60), each with Forget. */
export function RememberedDevices() {
  const { isLoggedIn } = useSession();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const devices = useRememberedDevices(isLoggedIn);
  const { forgetDevice } = useProfileActions();
  return (
    <section className="bf-profile-section" aria-labelledby="bf-profile-devices">
      <h2 id="bf-profile-devices">Remembered devices</h2>
      <QueryStates
        query={devices}
        loading="Loading your devices…"
        error="Your devices could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty="No device is remembered: every sign-in asks for your second step when it is on."
      >
        {(list) => (
          <ul className="bf-profile-devices">
            {list.map((device) => (
              <li key={device.id}>
                <span>
                  <strong>{device.name}</strong>
                  {device.lastUsed ? (
                    <>
                      {' · last used '}
                      {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
                        new Date(device.lastUsed),
                      )}
                    </>
                  ) : null}
                </span>
                <Button
                  variant="secondary"
                  loading={forgetDevice.isPending && forgetDevice.variables === device.id}
                  onClick={() => forgetDevice.mutate(device.id)}
                >
                  Forget
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <MutationError mutation={forgetDevice} fallback="The device was not forgotten." />
    </section>
  );
}
