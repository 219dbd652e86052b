import { useQuery } from '@tanstack/react-query';
import { useBlockMutation } from '../../data/index';
import { useSessionController } from '../../session/index';
import { showToast } from '../../state/showToast';
import { readDevices, readMfaSettings, saveProfile, type ProfileValues } from './profileCalls';
import { USER_MESSAGES } from './usersCalls';

const profileKeys = {
  all: ['profile'] as const,
  mfa: ['profile', 'mfa'] as const,
  devices: ['profile', 'devices'] as const,
};

const announce = (message: string) => showToast({ message, variant: 'success' });

function useAuth() {
  const controller = useSessionController();
  return async () => {
    if (!controller) throw new Error('Sign in to change your profile.');
    return controller.auth();
  };
}

/** The user's second factors (fetchMFAPreference). */
export function useMfaSettings(enabled = true) {
  const auth = useAuth();
  return useQuery({
    queryKey: profileKeys.mfa,
    queryFn: async () => readMfaSettings(await auth()),
    enabled,
    meta: { handlesErrors: true },
  });
}

/** The user's remembered devices (fetchDevices, at most 60). */
export function useRememberedDevices(enabled = true) {
  const auth = useAuth();
  return useQuery({
    queryKey: profileKeys.devices,
    queryFn: async () => readDevices(await auth()),
    enabled,
    meta: { handlesErrors: true },
  });
}

/**
 * The profile page's writes: the user's own attributes (shown by the session at once, so the
 * locale's formatting follows), the password, multi-factor settings, forgetting a device and
 * signing out everywhere. Each failure is shown next to its form (`inline`).
 */
export function useProfileActions() {
  const controller = useSessionController();
  const auth = useAuth();
  const save = useBlockMutation<string, ProfileValues>({
    invalidates: [],
    failure: 'inline',
    mutationFn: async (_connection, values) => {
      const attributes = await saveProfile(await auth(), values);
      controller?.applyProfileAttributes(attributes);
      return USER_MESSAGES.updated;
    },
    onSuccess: announce,
  });
  const changePassword = useBlockMutation<string, { oldPassword: string; newPassword: string }>({
    invalidates: [],
    failure: 'inline',
    mutationFn: async (_connection, passwords) => {
      await (await auth()).updatePassword(passwords);
      return USER_MESSAGES.passwordUpdated;
    },
    onSuccess: announce,
  });
  const startTotp = useBlockMutation<
    { secret: string; uri: string },
    { appName: string; account: string }
  >({
    invalidates: [],
    failure: 'inline',
    mutationFn: async (_connection, { appName, account }) => {
      const details = await (await auth()).setUpTOTP();
      return {
        secret: details.sharedSecret,
        uri: details.getSetupUri(appName, account).toString(),
      };
    },
  });
  const confirmTotp = useBlockMutation<string, string>({
    invalidates: [profileKeys.mfa],
    failure: 'inline',
    mutationFn: async (_connection, code) => {
      const api = await auth();
      await api.verifyTOTPSetup({ code: code.trim() });
      await api.updateMFAPreference({ totp: 'PREFERRED' });
      return 'Authenticator app turned on.';
    },
    onSuccess: announce,
  });
  const chooseSms = useBlockMutation<string, void>({
    invalidates: [profileKeys.mfa],
    failure: 'inline',
    mutationFn: async () => {
      await (await auth()).updateMFAPreference({ sms: 'PREFERRED' });
      return 'Text message codes turned on.';
    },
    onSuccess: announce,
  });
  const disableMfa = useBlockMutation<string, void>({
    invalidates: [profileKeys.mfa],
    failure: 'inline',
    mutationFn: async () => {
      await (await auth()).updateMFAPreference({ sms: 'DISABLED', totp: 'DISABLED' });
      return 'Two-step sign-in turned off.';
    },
    onSuccess: announce,
  });
  const forgetDevice = useBlockMutation<string, string>({
    invalidates: [profileKeys.devices],
    failure: 'inline',
    mutationFn: async (_connection, id) => {
      await (await auth()).forgetDevice({ device: { id } });
      return 'The device was forgotten.';
    },
    onSuccess: announce,
  });
  const signOutEverywhere = useBlockMutation<void, void>({
    invalidates: [],
    failure: 'inline',
    mutationFn: async () => {
      if (!controller) throw new Error('Sign in first.');
      await controller.signOutEverywhere();
    },
  });
  return {
    save,
    changePassword,
    startTotp,
    confirmTotp,
    chooseSms,
    disableMfa,
    forgetDevice,
    signOutEverywhere,
  };
}
