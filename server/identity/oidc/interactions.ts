import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { IdentityAdmin } from '../../shared/contracts';
import { checkPoolCredentials } from './checkPoolCredentials';
import { page } from './html';
import { loginPage } from './loginPage';
import { readForm } from './readForm';
import { INTERACTION_PREFIX } from './ssoRoutes';

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The sign-in page must not be framed (clickjacking of credentials).
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'self'; frame-ancestors 'none'; form-action 'self'",
  });
  res.end(html);
}

/**
 * The interaction pages: GET shows the sign-in form for a pending authorization request, POST
 * checks the credentials against the pool and finishes the login. Consent is never asked (the
 * SSO client is first-party; see loadExistingGrant). The `_interaction` cookie oidc-provider sets
 * binds a form post to the browser that started the request.
 */
export function createInteractions(deps: {
  provider: Provider;
  admin: IdentityAdmin;
  clientId: string;
  appName: string;
}) {
  const { provider } = deps;

  async function show(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      sendHtml(res, 200, loginPage({ uid: details.uid, appName: deps.appName }));
      return;
    }
    // Any other prompt (consent) is accepted as is: the grant is created by loadExistingGrant.
    await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
  }

  async function login(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const form = await readForm(req);
    const username = (form.get('username') ?? '').trim();
    const check = await checkPoolCredentials(
      deps.admin,
      deps.clientId,
      username,
      form.get('password') ?? '',
    );
    if (!check.ok) {
      sendHtml(
        res,
        401,
        loginPage({ uid: details.uid, appName: deps.appName, username, error: check.message }),
      );
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: check.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ) {
    const rest = pathname.slice(INTERACTION_PREFIX.length);
    try {
      if (req.method === 'GET' && /^[^/]+$/.test(rest)) return await show(req, res);
      if (req.method === 'POST' && /^[^/]+\/login$/.test(rest)) return await login(req, res);
      sendHtml(res, 404, page({ title: 'Not found', body: '<h1>Not found</h1>' }));
    } catch {
      // Mostly an expired or foreign interaction (no matching cookie): start again from the app.
      sendHtml(
        res,
        400,
        page({
          title: 'Sign-in expired',
          body: '<h1>Sign-in expired</h1><p>This sign-in request is no longer valid. Please return to the storefront and sign in again.</p>',
        }),
      );
    }
  };
}
