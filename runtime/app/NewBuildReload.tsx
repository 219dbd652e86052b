import { useAtomValue } from 'jotai';
import { toastAtom } from '../state/toastAtom';
import { Button } from '../ui/Button';
import { NEW_BUILD_MESSAGE } from './buildCheck';
import { guardedReload } from './reloadGuard';

/**
 * The reload action of the new-build toast, shown while that toast is on screen (the toast
 * itself carries text only). The reload goes through the reload guard, so a build still
 * deploying cannot make the page reload in a loop.
 */
export function NewBuildReload() {
  const toast = useAtomValue(toastAtom);
  if (toast?.message !== NEW_BUILD_MESSAGE) return null;
  return (
    <div className="bf-new-build-reload">
      <Button variant="primary" onClick={() => guardedReload()}>
        Reload
      </Button>
    </div>
  );
}
