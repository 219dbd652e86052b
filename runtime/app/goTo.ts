import { navigateExternal } from './navigateExternal';

/**
 * The runtime's one way to follow a target it did not write itself (a remembered path, a CMS
 * value): an in-app path goes through the router, anything else through the external guard.
 */
export function goTo(
  target: string,
  navigate: (path: string) => void,
  allowedHosts: readonly string[],
  go?: (url: string) => void,
): boolean {
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    navigate(target);
    return true;
  }
  return navigateExternal(target, allowedHosts, go);
}
