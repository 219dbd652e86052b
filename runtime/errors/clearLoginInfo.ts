/**
 * Spec 000 section 9: the stored login info lives under these local storage key prefixes
 * (each followed by the storefront's id). Showing the 401 page removes all of it.
 */
export const LOGIN_INFO_KEY_PREFIXES = [
  'ec-aws-tokendata-',
  'ec-aws-userdata-',
  'ec-aws-logininfo-',
] as const;

/** The part of the Storage interface this needs, so tests can pass a plain stand-in. */
export type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/**
 * Removes every key starting with a login-info prefix and returns the keys removed. Keys are
 * collected first because removing while walking by index would skip the next key.
 */
export function clearLoginInfo(storage: KeyedStorage): string[] {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && LOGIN_INFO_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) {
      doomed.push(key);
    }
  }
  for (const key of doomed) storage.removeItem(key);
  return doomed;
}
