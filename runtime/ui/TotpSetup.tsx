import { useEffect, useState } from 'react';
import './totpSetup.css';

/** The otpauth URI to draw and the secret to type by hand; `className` styles the wrapper. */
export interface TotpSetupProps {
  setupUri: string;
  secret: string;
  className?: string;
}

/**
 * An authenticator app's setup: a QR code of the otpauth URI (drawn by the qrcode package, loaded
 * only when shown) and the secret for typing in by hand. Shared by the sign-in screens and the
 * profile page's multi-factor settings.
 */
export function TotpSetup({ setupUri, secret, className }: TotpSetupProps) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(setupUri, { margin: 1, width: 200 }))
      .then((url) => {
        if (live) setImage(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [setupUri]);
  return (
    <div className={['bf-totp-setup', className].filter(Boolean).join(' ')}>
      <p>Scan this code with your authenticator app, then enter the code it shows.</p>
      {image ? (
        <img src={image} alt="QR code for your authenticator app" width={200} height={200} />
      ) : null}
      <p>
        Or enter this key: <code className="bf-totp-secret">{secret}</code>
      </p>
    </div>
  );
}
