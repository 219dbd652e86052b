import type { OidcContext } from 'oidc-provider';
import { AUTO_SUBMIT_SCRIPT } from './assets';
import { escapeHtml, page } from './html';

/** oidc-provider's page hooks, rendered in the provider's own themed frame (no inline script). */

export function renderError(ctx: OidcContext, out: { error?: string; error_description?: string }) {
  ctx.type = 'html';
  ctx.body = page({
    title: 'Sign-in error',
    body: `<h1>Something went wrong</h1>
<p class="sso-error" role="alert">${escapeHtml(out.error_description ?? out.error ?? 'Unknown error')}</p>
<p>Please return to the storefront and try again.</p>`,
  });
}

/**
 * The logout confirmation. Cognito's /logout signs out without asking, so a script submits the
 * form at once; the button remains for browsers without script.
 */
export function logoutSource(ctx: OidcContext, form: string) {
  ctx.type = 'html';
  ctx.body = page({
    title: 'Signing out',
    body: `<h1>Signing out…</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    scripts: [AUTO_SUBMIT_SCRIPT],
  });
}

export function postLogoutSuccessSource(ctx: OidcContext) {
  ctx.type = 'html';
  ctx.body = page({
    title: 'Signed out',
    body: '<h1>Signed out</h1><p>You have been signed out.</p>',
  });
}
