import { useEffect, useState } from 'react';

/**
 * The authenticator app's setup: a QR code of the otpauth URI (drawn by the qrcode package, loaded
 * only on this screen) and the secret for typing in by hand.
 */
export function TotpSetup({ setupUri, secret }: { setupUri: string; secret: string }) {
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
    <div className="bf-login-totp">
      <p>Scan this code with your authenticator app, then enter the code it shows.</p>
      {image ? (
        <img src={image} alt="QR code for your authenticator app" width={200} height={200} />
      ) : null}
      <p>
        Or enter this key: <code className="bf-login-secret">{secret}</code>
      </p>
    </div>
  );
}
