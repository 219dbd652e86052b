import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AuthApi, SessionController } from '../../runtime/blocks';
import { Button, showToast, Skeleton } from '../../runtime/ui/index';
import type { LoginConfiguration } from '../../schemas/generated/blocks/login';
import { errorMessage, MESSAGES } from './messages';
import { pollAutoSignIn } from './pollAutoSignIn';
import {
  screenForStep,
  isMfaType,
  type ChallengeScreen,
  type SignInNextStep,
} from './signInScreen';
import { StepForm } from './StepForm';
import { TotpSetup } from './TotpSetup';

/** React Aria's radios, fetched only when the user pool offers a choice of second factor. */
const MfaChoice = lazy(() => import('./MfaChoice'));

type Screen =
  | ChallengeScreen
  | { kind: 'signIn'; notice?: string }
  | { kind: 'signUp' }
  | { kind: 'forgotPassword' }
  | { kind: 'waitingForLink' }
  | { kind: 'rememberDevice' };

interface Props {
  controller: SessionController;
  configuration: LoginConfiguration;
}

/** Runs one identity call and turns its failure into the text the form shows (and a toast). */
async function attempt<Result>(call: () => Promise<Result>, fallback?: string): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    const message = errorMessage(error, fallback);
    showToast({ message, variant: 'error' });
    throw new Error(message);
  }
}

/** The password sign-in and everything around it: challenges, sign-up, forgotten password. */
export function SignInFlow({ controller, configuration }: Props) {
  const [screen, setScreen] = useState<Screen>({ kind: 'signIn' });
  // The username for rendering (prefilled fields); the ref holds both for the handlers.
  const [knownUsername, setKnownUsername] = useState('');
  const credentials = useRef<{ username: string; password: string }>({
    username: '',
    password: '',
  });
  const polling = useRef<AbortController | null>(null);
  useEffect(() => () => polling.current?.abort(), []);
  const appName = configuration.appName ?? controller.boot.domain.storefrontName;

  async function finish() {
    const path = await controller.completePasswordSignIn();
    controller.navigate(path);
  }

  /** Moves to the screen of Amplify's next step; DONE completes the sign-in. */
  async function follow(step: SignInNextStep) {
    const next = screenForStep(step, appName, credentials.current.username);
    if (next.kind === 'done') {
      if (configuration.offerRememberDevice) setScreen({ kind: 'rememberDevice' });
      else await finish();
      return;
    }
    if (next.kind === 'mfaChoice' && next.options.length === 0)
      throw new Error(MESSAGES.noMfaMethod);
    setScreen(next);
  }

  async function signInFresh(auth: AuthApi, username: string, password: string) {
    const input = { username, password, options: { authFlowType: controller.authFlowType } };
    try {
      return await auth.signIn(input);
    } catch (error) {
      // A previous user's session still held by Amplify: end it, then sign the new user in.
      if ((error as { name?: unknown }).name !== 'UserAlreadyAuthenticatedException') throw error;
      await auth.signOut();
      return auth.signIn(input);
    }
  }

  async function confirm(challengeResponse: string) {
    const auth = await controller.auth();
    const result = await attempt(() => auth.confirmSignIn({ challengeResponse }));
    await follow(result.nextStep);
  }

  const backToSignIn = (
    <Button variant="link" onClick={() => setScreen({ kind: 'signIn' })}>
      Back to sign in
    </Button>
  );

  switch (screen.kind) {
    case 'signIn':
      return (
        <StepForm
          title={configuration.heading ?? 'Sign in'}
          intro={screen.notice ? <p role="status">{screen.notice}</p> : configuration.intro}
          fields={[
            {
              name: 'username',
              label: 'Username',
              autoComplete: 'username',
              emptyMessage: MESSAGES.usernameEmpty,
            },
            {
              name: 'password',
              label: 'Password',
              type: 'password',
              autoComplete: 'current-password',
              emptyMessage: MESSAGES.passwordEmpty,
            },
          ]}
          submitLabel="Sign in"
          initialValues={{ username: knownUsername }}
          onSubmit={async ({ username = '', password = '' }) => {
            credentials.current = { username: username.trim(), password };
            setKnownUsername(username.trim());
            const auth = await attempt(() => controller.auth());
            const result = await attempt(() => signInFresh(auth, username.trim(), password));
            await follow(result.nextStep);
          }}
          footer={
            <>
              {configuration.showForgotPassword !== false && (
                <Button variant="link" onClick={() => setScreen({ kind: 'forgotPassword' })}>
                  Forgot your password?
                </Button>
              )}
              {configuration.showSignUp !== false && (
                <Button variant="link" onClick={() => setScreen({ kind: 'signUp' })}>
                  Create an account
                </Button>
              )}
            </>
          }
        />
      );
    case 'smsCode':
    case 'emailCode':
    case 'totpCode':
      return (
        <StepForm
          key={screen.kind}
          title={
            screen.kind === 'totpCode'
              ? 'Enter your authenticator code'
              : 'Enter your verification code'
          }
          intro={
            screen.kind === 'totpCode'
              ? 'Open your authenticator app and enter the 6-digit code for this account.'
              : `We sent a code${screen.destination ? ` to ${screen.destination}` : ''}.`
          }
          fields={[
            {
              name: 'code',
              label: 'Code',
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              emptyMessage: MESSAGES.codeEmpty,
            },
          ]}
          submitLabel="Confirm"
          onSubmit={({ code = '' }) => confirm(code.trim())}
          footer={backToSignIn}
        />
      );
    case 'mfaChoice':
      return (
        <StepForm
          key="mfaChoice"
          title="Choose how to verify"
          fields={[]}
          submitLabel="Continue"
          onSubmit={async (values) => {
            const choice = values.mfaType ?? '';
            if (!choice) throw new Error(MESSAGES.noMfaMethod);
            if (!isMfaType(choice) || !screen.options.includes(choice)) {
              throw new Error(MESSAGES.invalidMfaType);
            }
            await confirm(choice);
          }}
          footer={backToSignIn}
        >
          <Suspense
            fallback={<Skeleton height="5.5rem" label="Loading the verification methods" />}
          >
            <MfaChoice options={screen.options} />
          </Suspense>
        </StepForm>
      );
    case 'totpSetup':
      return (
        <StepForm
          key="totpSetup"
          title="Set up your authenticator app"
          fields={[
            {
              name: 'code',
              label: 'Code from the app',
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              emptyMessage: MESSAGES.codeEmpty,
            },
          ]}
          submitLabel="Verify"
          onSubmit={({ code = '' }) => confirm(code.trim())}
          footer={backToSignIn}
        >
          <TotpSetup setupUri={screen.setupUri} secret={screen.secret} />
        </StepForm>
      );
    case 'newPassword':
      return (
        <StepForm
          key="newPassword"
          title="Choose a new password"
          intro="Your password must be changed before you can continue."
          fields={[
            {
              name: 'newPassword',
              label: 'New password',
              type: 'password',
              autoComplete: 'new-password',
              emptyMessage: MESSAGES.passwordEmpty,
            },
          ]}
          submitLabel="Change password"
          onSubmit={({ newPassword = '' }) => confirm(newPassword)}
          footer={backToSignIn}
        />
      );
    case 'customChallenge':
      return (
        <StepForm
          key="customChallenge"
          title="Answer the challenge"
          intro={screen.parameters.question}
          fields={[{ name: 'answer', label: 'Answer', emptyMessage: MESSAGES.challengeEmpty }]}
          submitLabel="Continue"
          onSubmit={({ answer = '' }) => confirm(answer.trim())}
          footer={backToSignIn}
        />
      );
    case 'confirmSignUp':
      return (
        <StepForm
          key="confirmSignUp"
          title="Confirm your account"
          intro={`Enter the code we sent${screen.destination ? ` to ${screen.destination}` : ''}.`}
          fields={[
            ...(knownUsername
              ? []
              : [{ name: 'username', label: 'Username', emptyMessage: MESSAGES.usernameEmpty }]),
            {
              name: 'code',
              label: 'Confirmation code',
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              emptyMessage: MESSAGES.codeEmpty,
            },
          ]}
          submitLabel="Confirm account"
          onSubmit={async ({ code = '', username }) => {
            if (username) {
              credentials.current.username = username.trim();
              setKnownUsername(username.trim());
            }
            const auth = await controller.auth();
            const result = await attempt(() =>
              auth.confirmSignUp({
                username: credentials.current.username,
                confirmationCode: code.trim(),
              }),
            );
            await afterConfirmation(auth, result.nextStep.signUpStep);
          }}
          footer={
            <>
              <Button
                variant="link"
                onClick={() =>
                  void controller.auth().then((auth) =>
                    attempt(() => auth.resendSignUpCode({ username: credentials.current.username }))
                      .then(() =>
                        showToast({ message: 'Code resent successfully.', variant: 'success' }),
                      )
                      .catch(() => undefined),
                  )
                }
              >
                Resend code
              </Button>
              <Button variant="link" onClick={() => startLinkPolling()}>
                I confirmed by link
              </Button>
              {backToSignIn}
            </>
          }
        />
      );
    case 'waitingForLink':
      return (
        <div className="bf-login-form" role="status">
          <h1 className="bf-login-title">Waiting for your confirmation</h1>
          <p>
            Open the link we sent you. You will be signed in here once your account is confirmed.
          </p>
          {backToSignIn}
        </div>
      );
    case 'signUp':
      return (
        <StepForm
          key="signUp"
          title="Create an account"
          fields={[
            {
              name: 'username',
              label: 'Username',
              autoComplete: 'username',
              emptyMessage: MESSAGES.usernameEmpty,
            },
            { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
            { name: 'given_name', label: 'First name', autoComplete: 'given-name' },
            { name: 'family_name', label: 'Last name', autoComplete: 'family-name' },
            {
              name: 'password',
              label: 'Password',
              type: 'password',
              autoComplete: 'new-password',
              emptyMessage: MESSAGES.passwordEmpty,
            },
          ]}
          submitLabel="Create account"
          onSubmit={async ({
            username = '',
            password = '',
            email = '',
            given_name = '',
            family_name = '',
          }) => {
            credentials.current = { username: username.trim(), password };
            setKnownUsername(username.trim());
            const auth = await attempt(() => controller.auth());
            const userAttributes = Object.fromEntries(
              Object.entries({ email, given_name, family_name }).filter(
                ([, value]) => value.trim() !== '',
              ),
            );
            const result = await attempt(
              () =>
                auth.signUp({
                  username: username.trim(),
                  password,
                  options: {
                    userAttributes,
                    autoSignIn: { authFlowType: controller.authFlowType },
                  },
                }),
              MESSAGES.signUpFailed,
            );
            if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
              setScreen({
                kind: 'confirmSignUp',
                destination: result.nextStep.codeDeliveryDetails.destination ?? null,
              });
              return;
            }
            await afterConfirmation(auth, result.nextStep.signUpStep);
          }}
          footer={backToSignIn}
        />
      );
    case 'forgotPassword':
      return (
        <StepForm
          key="forgotPassword"
          title="Reset your password"
          fields={[
            {
              name: 'username',
              label: 'Username',
              autoComplete: 'username',
              emptyMessage: MESSAGES.usernameEmpty,
            },
          ]}
          submitLabel="Send code"
          initialValues={{ username: knownUsername }}
          onSubmit={async ({ username = '' }) => {
            credentials.current.username = username.trim();
            setKnownUsername(username.trim());
            const auth = await attempt(() => controller.auth());
            await attempt(() => auth.resetPassword({ username: username.trim() }));
            setScreen({ kind: 'resetPassword' });
          }}
          footer={backToSignIn}
        />
      );
    case 'resetPassword':
      return (
        <StepForm
          key="resetPassword"
          title="Choose a new password"
          intro="Enter the code we sent you and your new password."
          fields={[
            {
              name: 'code',
              label: 'Confirmation code',
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              emptyMessage: MESSAGES.codeEmpty,
            },
            {
              name: 'newPassword',
              label: 'New password',
              type: 'password',
              autoComplete: 'new-password',
              emptyMessage: MESSAGES.passwordEmpty,
            },
          ]}
          submitLabel="Reset password"
          onSubmit={async ({ code = '', newPassword = '' }) => {
            const auth = await controller.auth();
            await attempt(() =>
              auth.confirmResetPassword({
                username: credentials.current.username,
                confirmationCode: code.trim(),
                newPassword,
              }),
            );
            showToast({ message: 'Password updated successfully.', variant: 'success' });
            setScreen({ kind: 'signIn', notice: MESSAGES.useCredentials });
          }}
          footer={backToSignIn}
        />
      );
    case 'rememberDevice':
      return (
        <RememberDevice
          remember={async () => {
            const auth = await controller.auth();
            await attempt(() => auth.rememberDevice());
          }}
          finish={finish}
        />
      );
    case 'done':
      return null;
  }

  /** After the account is confirmed: sign in automatically, else ask for the credentials. */
  async function afterConfirmation(auth: AuthApi, signUpStep: string) {
    if (signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
      const result = await attempt(() => auth.autoSignIn());
      await follow(result.nextStep);
      return;
    }
    setScreen({ kind: 'signIn', notice: MESSAGES.useCredentials });
  }

  /** Confirmation by link: sign in as soon as the account is confirmed (every 5 s, 3 minutes). */
  function startLinkPolling() {
    polling.current?.abort();
    const abort = new AbortController();
    polling.current = abort;
    setScreen({ kind: 'waitingForLink' });
    const { username, password } = credentials.current;
    void pollAutoSignIn(
      async () => {
        const auth = await controller.auth();
        const result = await signInFresh(auth, username, password).catch(() => null);
        if (!result || result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'waiting';
        await follow(result.nextStep);
        return 'signedIn';
      },
      undefined,
      abort.signal,
    ).then((signedIn) => {
      if (!signedIn && !abort.signal.aborted)
        setScreen({ kind: 'signIn', notice: MESSAGES.useCredentials });
    });
  }
}

/** Device confirmation: remember this device so later sign-ins may skip the MFA step. */
function RememberDevice({
  remember,
  finish,
}: {
  remember: () => Promise<void>;
  finish: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work()
      .catch((reason: unknown) =>
        setError(reason instanceof Error ? reason.message : String(reason)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="bf-login-form">
      <h1 className="bf-login-title">Remember this device?</h1>
      <p>A remembered device can skip the verification code next time.</p>
      <div role="alert" className="bf-login-alert">
        {error}
      </div>
      <Button
        loading={busy}
        onClick={() =>
          run(async () => {
            await remember();
            await finish();
          })
        }
      >
        Remember this device
      </Button>
      <Button variant="secondary" loading={busy} onClick={() => run(finish)}>
        Not now
      </Button>
    </div>
  );
}
