import { useState, type FormEvent } from 'react';
import {
  MutationError,
  QueryStates,
  totpCodeProblem,
  useMfaSettings,
  useProfileActions,
  useSession,
  type MfaSettings,
} from '../../runtime/blocks';
import { Badge, Button, TextField, TotpSetup } from '../../runtime/ui/index';

function summary(settings: MfaSettings): string {
  if (settings.enabled.length === 0) return 'Off';
  const names = { TOTP: 'Authenticator app', SMS: 'Text message', EMAIL: 'Email' } as const;
  const preferred = settings.preferred ?? settings.enabled[0];
  return preferred ? `On: ${names[preferred]}` : 'On';
}

/**
 * Two-step sign-in: an authenticator app (its QR code and key, then a code to confirm), text
 * message codes to the user's phone, or off.
 */
export function MultiFactor({ appName }: { appName: string }) {
  const { profile, isLoggedIn } = useSession();
  const settings = useMfaSettings(isLoggedIn);
  const { startTotp, confirmTotp, chooseSms, disableMfa } = useProfileActions();
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string>();
  const setup = startTotp.data;

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = totpCodeProblem(code);
    setCodeProblem(problem);
    if (!problem)
      confirmTotp.mutate(code, {
        onSuccess: () => {
          startTotp.reset();
          setCode('');
        },
      });
  }

  return (
    <section className="bf-profile-section" aria-labelledby="bf-profile-mfa">
      <h2 id="bf-profile-mfa">Two-step sign-in</h2>
      <QueryStates
        query={settings}
        loading="Loading your sign-in settings…"
        error="Your sign-in settings could not be loaded."
      >
        {(current) => (
          <div className="bf-profile-form">
            <p>
              Status:{' '}
              <Badge tone={current.enabled.length > 0 ? 'success' : 'neutral'}>
                {summary(current)}
              </Badge>
            </p>
            {setup ? (
              <form className="bf-profile-form" noValidate onSubmit={confirm}>
                <TotpSetup setupUri={setup.uri} secret={setup.secret} />
                <TextField
                  label="Code from your app"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  error={codeProblem}
                  onChange={(e) => {
                    setCode(e.target.value);
                    setCodeProblem(undefined);
                  }}
                />
                <MutationError mutation={confirmTotp} fallback="The code was not accepted." />
                <div className="bf-profile-buttons">
                  <Button type="submit" loading={confirmTotp.isPending}>
                    Turn on
                  </Button>
                  <Button variant="secondary" onClick={() => startTotp.reset()}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <div className="bf-profile-buttons">
                <Button
                  variant="secondary"
                  loading={startTotp.isPending}
                  onClick={() =>
                    startTotp.mutate({
                      appName,
                      account: profile?.email || profile?.username || 'user',
                    })
                  }
                >
                  Use an authenticator app
                </Button>
                <Button
                  variant="secondary"
                  loading={chooseSms.isPending}
                  onClick={() => chooseSms.mutate()}
                >
                  Use text messages
                </Button>
                {current.enabled.length > 0 ? (
                  <Button
                    variant="error"
                    loading={disableMfa.isPending}
                    onClick={() => disableMfa.mutate()}
                  >
                    Turn off
                  </Button>
                ) : null}
              </div>
            )}
            <MutationError
              mutation={startTotp}
              fallback="The authenticator setup could not start."
            />
            <MutationError
              mutation={chooseSms}
              fallback="Text message codes need a verified phone number on your user."
            />
            <MutationError mutation={disableMfa} fallback="Two-step sign-in was not turned off." />
          </div>
        )}
      </QueryStates>
    </section>
  );
}
