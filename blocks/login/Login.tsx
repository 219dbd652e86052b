import { useSession, type BlockProps } from '../../runtime/blocks';
// Derived from schemas/blocks/login.schema.json by scripts/compileValidators.ts.
import type { LoginConfiguration } from '../../schemas/generated/blocks/login';
import { ChangePassword } from './ChangePassword';
import { SignInFlow } from './SignInFlow';
import { SsoSignIn } from './SsoSignIn';
import './login.css';

/**
 * The sign-in page's block (/login) and the password change (/changePassword, mode
 * `changePassword`). Single-sign-on storefronts get the hosted sign-in button instead.
 */
export default function Login({ configuration }: BlockProps<LoginConfiguration>) {
  const { controller, isLoggedIn } = useSession();
  if (!controller) {
    return <p className="bf-login-form">Sign-in is not available here.</p>;
  }
  const heading = configuration.heading ?? 'Sign in';
  let content;
  if (configuration.mode === 'changePassword') {
    content = isLoggedIn ? (
      <ChangePassword controller={controller} />
    ) : (
      <p className="bf-login-form">
        Please <a href="/login">sign in</a> to change your password.
      </p>
    );
  } else if (controller.isSso) {
    content = <SsoSignIn controller={controller} heading={heading} />;
  } else {
    content = <SignInFlow controller={controller} configuration={configuration} />;
  }
  return (
    <div className="bf-login">
      {configuration.logo ? (
        <img className="bf-login-logo" src={configuration.logo.url} alt={configuration.logo.alt} />
      ) : null}
      {content}
    </div>
  );
}
