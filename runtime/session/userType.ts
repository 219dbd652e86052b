import { GUEST_USER_TYPE } from '../gateway/index';

/** Spec 000 section 4: AWSGuest by default, otherwise the first group the user belongs to. */
export function userTypeFromGroups(groups: unknown): string {
  if (!Array.isArray(groups)) return GUEST_USER_TYPE;
  const first: unknown = groups[0];
  return typeof first === 'string' && first !== '' ? first : GUEST_USER_TYPE;
}
