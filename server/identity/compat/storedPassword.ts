import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * Reads a user's stored password from cognito-local's pool file (read only; the child writes it
 * before it answers). Needed because cognito-local answers a FORCE_CHANGE_PASSWORD user's sign-in
 * with the new-password challenge without checking the password: anyone knowing an invited
 * username could choose their password. Null when the file or the user is not there.
 */
export function storedPasswordReader(poolFile: string) {
  return async (username: string): Promise<string | null> => {
    try {
      const pool = JSON.parse(await readFile(poolFile, 'utf8')) as {
        Users?: Record<string, { Username?: string; Password?: unknown }>;
      };
      const users = Object.values(pool.Users ?? {});
      const user =
        pool.Users?.[username] ??
        users.find((u) => u.Username?.toLowerCase() === username.toLowerCase());
      return typeof user?.Password === 'string' ? user.Password : null;
    } catch {
      return null;
    }
  };
}

/** Constant-time comparison of two passwords. */
export function samePassword(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
