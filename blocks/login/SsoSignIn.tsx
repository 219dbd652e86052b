import { useState } from 'react';
import type { SessionController } from '../../runtime/blocks';
import { Button, showToast } from '../../runtime/ui/index';
import { errorMessage } from './messages';

/** Single-sign-on storefronts sign in at the organisation's identity provider. */
export function SsoSignIn({
  controller,
  heading,
}: {
  controller: SessionController;
  heading: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="bf-login-form">
      <h1 className="bf-login-title">{heading}</h1>
      <p>
        You sign in to {controller.boot.domain.storefrontName} with your organisation&apos;s
        account.
      </p>
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          controller.startSsoSignIn().catch((error: unknown) => {
            setBusy(false);
            showToast({ message: errorMessage(error), variant: 'error' });
          });
        }}
      >
        Continue with single sign-on
      </Button>
    </div>
  );
}
