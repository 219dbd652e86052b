import { useLocation } from 'react-router-dom';
import { useReturnAfterSignIn } from '../../runtime/blocks';

/**
 * A guest's way in: signing in comes back to this very page (course and lesson included), the
 * login gate's rule, where the server then lets them enrol.
 */
export function SignInPrompt({ message, action }: { message: string; action: string }) {
  const location = useLocation();
  const returnAfterSignIn = useReturnAfterSignIn();
  return (
    <div className="bf-elearning-sign-in" role="note">
      <p>{message}</p>
      <a
        className="bf-button bf-button-primary"
        href="/login"
        onClick={() => returnAfterSignIn(`${location.pathname}${location.search}`)}
      >
        {action}
      </a>
    </div>
  );
}
