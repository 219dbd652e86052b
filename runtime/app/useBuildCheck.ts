import { useEffect } from 'react';
import { showToast } from '../state/showToast';
import { BUILD_CHECK_INTERVAL_MS, NEW_BUILD_MESSAGE, newerBuildId } from './buildCheck';

/**
 * Checks the build manifest every hour against the build this page was served with, and offers
 * a new build once with a sticky toast (NewBuildReload adds its reload button): sticky, because
 * a user mid-order must choose when to reload. Checking stops once a new build was offered.
 */
export function useBuildCheck(buildId: string, fetchManifest?: typeof fetch): void {
  useEffect(() => {
    let offered = false;
    const timer = setInterval(() => {
      if (offered) return;
      void newerBuildId(buildId, fetchManifest).then((newer) => {
        if (!newer || offered) return;
        offered = true;
        clearInterval(timer);
        showToast({ message: NEW_BUILD_MESSAGE, mode: 'sticky' });
      });
    }, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [buildId, fetchManifest]);
}
