import type { AuthApi } from '../../session/index';

/*
 * The signed-in user's own identity calls (spec 000 section 7: user update, password change,
 * multi-factor settings, device list and forget, global sign-out), through the identity client
 * (Amplify) the session loads. They act only on the caller's own user, with their access token.
 */

/** The profile fields a user changes themselves (custom:local spelling for the locale). */
export interface ProfileValues {
  givenName: string;
  familyName: string;
  locale: string;
  currency: string;
}

/** The pool attributes for the profile's values. */
export function profileAttributes(values: ProfileValues): Record<string, string> {
  return {
    given_name: values.givenName.trim(),
    family_name: values.familyName.trim(),
    'custom:local': values.locale,
    'custom:currency': values.currency,
  };
}

export async function saveProfile(
  auth: AuthApi,
  values: ProfileValues,
): Promise<Record<string, string>> {
  const attributes = profileAttributes(values);
  await auth.updateUserAttributes({ userAttributes: attributes });
  return attributes;
}

/** Which second factors are on and which one is asked first. */
export interface MfaSettings {
  enabled: ('SMS' | 'TOTP' | 'EMAIL')[];
  preferred: 'SMS' | 'TOTP' | 'EMAIL' | null;
}

export async function readMfaSettings(auth: AuthApi): Promise<MfaSettings> {
  const answer = await auth.fetchMFAPreference();
  return { enabled: answer.enabled ?? [], preferred: answer.preferred ?? null };
}

/** A remembered device as the profile lists it. */
export interface RememberedDevice {
  id: string;
  name: string;
  lastUsed: string | null;
}

/** Spec 000 section 9: the identity client lists at most 60 devices (Amplify's fetchDevices limit). */
export const DEVICE_LIST_LIMIT = 60;

export async function readDevices(auth: AuthApi): Promise<RememberedDevice[]> {
  const devices = await auth.fetchDevices();
  return devices.slice(0, DEVICE_LIST_LIMIT).map((device) => ({
    id: device.id,
    name: device.name ?? device.attributes?.device_name ?? 'Unnamed device',
    lastUsed: device.lastAuthenticatedDate ? device.lastAuthenticatedDate.toISOString() : null,
  }));
}
