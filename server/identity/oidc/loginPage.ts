import { escapeHtml, page } from './html';
import { loginActionPath } from './ssoRoutes';

/**
 * The hosted sign-in form: labelled fields, the error announced to assistive technology and tied
 * to the form, autocomplete hints for password managers, nothing that needs script.
 */
export function loginPage(opts: {
  uid: string;
  appName: string;
  username?: string;
  error?: string;
}): string {
  const error = opts.error
    ? `<p class="sso-error" role="alert" id="sso-error">${escapeHtml(opts.error)}</p>`
    : '';
  const describedBy = opts.error ? ' aria-describedby="sso-error"' : '';
  const invalid = opts.error ? ' aria-invalid="true"' : '';
  return page({
    title: `Sign in · ${opts.appName}`,
    body: `<h1>Sign in</h1>
<p class="sso-subtitle">to ${escapeHtml(opts.appName)}</p>
${error}
<form method="post" action="${escapeHtml(loginActionPath(opts.uid))}"${describedBy}>
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(opts.username ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>`,
  });
}
