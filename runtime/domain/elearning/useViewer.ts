import { useSession } from '../../session/index';

/** Whose learning the cache holds: the signed-in username, or 'guest'. */
export function useViewer(): string {
  const { isLoggedIn, profile } = useSession();
  return isLoggedIn && profile ? profile.username : 'guest';
}
