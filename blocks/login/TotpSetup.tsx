import { TotpSetup as SharedTotpSetup } from '../../runtime/ui/index';

/** The sign-in screen's authenticator setup: the shared QR code and key (runtime/ui/TotpSetup). */
export function TotpSetup({ setupUri, secret }: { setupUri: string; secret: string }) {
  return <SharedTotpSetup setupUri={setupUri} secret={secret} className="bf-login-totp" />;
}
