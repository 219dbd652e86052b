import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type OidcClientLike, type OidcContext } from 'oidc-provider';
import type { IdentityAdmin, VerifiedUser } from '../../shared/contracts';
import { DEMO_STOREFRONTS } from '../../shared/demo';
import { CUSTOM_ATTRIBUTES } from '../pool/seedData';
import { poolFiles } from '../pool/poolFiles';
import { serveAsset } from './assets';
import { translateCognitoLogoutUrl } from './cognitoLogoutParams';
import { createFileAdapterFactory } from './fileAdapter';
import { createInteractions } from './interactions';
import { createPoolAccounts } from './poolAccounts';
import { loadSsoKeys } from './ssoKeys';
import { logoutSource, postLogoutSuccessSource, renderError } from './ssoPages';
import {
  ASSETS_PREFIX,
  INTERACTION_PREFIX,
  interactionPath,
  isSsoPath,
  SSO_ROUTES,
} from './ssoRoutes';

/** Spec 000 section 9: the single-sign-on scope. */
export const SSO_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'] as const;

export interface SsoProvider {
  issuer: string;
  handles(pathname: string): boolean;
  callback(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Verifies an access token this provider issued (opaque, unlike Cognito's hosted UI, whose
   * access tokens are pool JWTs): the gateway accepts SSO users' tokens through this.
   */
  verifyAccessToken(token: string): Promise<VerifiedUser | null>;
}

/** Origins of a client's redirect URIs: the pages allowed to call the token and userInfo endpoints. */
const clientOrigins = (client: OidcClientLike) =>
  new Set((client.redirectUris ?? []).map((uri) => new URL(uri).origin));

/**
 * The SSO storefront's OpenID provider (oidc-provider 8, a certified implementation) on Cognito's
 * hosted-UI paths, signing users in against the local pool. One public client (the SSO
 * storefront): code flow with PKCE S256 only, redirect to the storefront root, logout back to
 * its /login.
 */
export async function createSsoProvider(opts: {
  issuer: string;
  dataDir: string;
  admin: IdentityAdmin;
}): Promise<SsoProvider> {
  const issuer = opts.issuer.replace(/\/+$/, '');
  const keys = await loadSsoKeys(poolFiles(opts.dataDir).oidcKeys);
  const accounts = createPoolAccounts(opts.admin);
  const client = DEMO_STOREFRONTS.sso;

  const provider = new Provider(issuer, {
    adapter: createFileAdapterFactory(poolFiles(opts.dataDir).oidcStore),
    clients: [
      {
        client_id: client.clientId,
        client_name: client.storefrontName,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        // Cognito's hosted UI issues refresh tokens with the code, so the storefront can keep an
        // SSO session past the access token's hour.
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${issuer}/`],
        post_logout_redirect_uris: [`${issuer}/login`],
      },
    ],
    responseTypes: ['code'],
    issueRefreshToken: async (
      _ctx: OidcContext,
      client: OidcClientLike & { grantTypeAllowed(type: string): boolean },
    ) => client.grantTypeAllowed('refresh_token'),
    pkce: { methods: ['S256'], required: () => true },
    routes: SSO_ROUTES,
    scopes: [...SSO_SCOPES],
    claims: {
      openid: ['sub', 'username'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
      phone: ['phone_number', 'phone_number_verified'],
      'aws.cognito.signin.user.admin': [...CUSTOM_ATTRIBUTES],
    },
    findAccount: accounts.findAccount,
    // First-party client: grant the requested scopes without a consent screen, as Cognito does.
    async loadExistingGrant(ctx: OidcContext) {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope(SSO_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx: OidcContext, interaction: { uid: string }) => interactionPath(interaction.uid),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    // Browsers send Origin even on same-origin POSTs: allow the client's own pages only.
    clientBasedCORS: (_ctx: OidcContext, origin: string, c: OidcClientLike) =>
      clientOrigins(c).has(origin),
    cookies: { keys: keys.cookieKeys, long: { signed: true }, short: { signed: true } },
    jwks: { keys: [keys.signingKey] },
    renderError,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 300,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 30 * 86_400,
      // Cognito's default refresh token validity: 30 days.
      RefreshToken: 30 * 86_400,
    },
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('[identity] SSO provider error', error);
  });

  const handleInteraction = createInteractions({
    provider,
    admin: opts.admin,
    clientId: client.clientId,
    appName: client.storefrontName,
  });
  const oidcCallback = provider.callback();

  return {
    issuer,
    handles: isSsoPath,
    async verifyAccessToken(token) {
      const accessToken = await provider.AccessToken.find(token).catch(() => undefined);
      if (!accessToken) return null;
      const user = await accounts.userBySub(accessToken.accountId);
      if (!user) return null;
      const groups = await opts.admin.call('AdminListGroupsForUser', {
        UserPoolId: opts.admin.userPoolId,
        Username: user.username,
      });
      return {
        username: user.username,
        groups: (Array.isArray(groups.Groups) ? groups.Groups : [])
          .map((g) =>
            typeof g === 'object' && g !== null
              ? (g as { GroupName?: unknown }).GroupName
              : undefined,
          )
          .filter((g): g is string => typeof g === 'string'),
        clientId: accessToken.clientId,
        contactId: user.attributes['custom:salesforceContactId'] || null,
        accountId: user.attributes['custom:salesforceAccountId'] || null,
        expiresAt: typeof accessToken.exp === 'number' ? accessToken.exp * 1000 : null,
      };
    },
    callback(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://local').pathname;
      if (pathname.startsWith(ASSETS_PREFIX) && serveAsset(pathname, res)) return;
      if (pathname.startsWith(INTERACTION_PREFIX)) {
        void handleInteraction(req, res, pathname);
        return;
      }
      if (pathname === SSO_ROUTES.end_session && req.url)
        req.url = translateCognitoLogoutUrl(req.url);
      oidcCallback(req, res);
    },
  };
}
