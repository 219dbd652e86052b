/**
 * The SSO provider's paths: Cognito's hosted-UI paths, so the storefront's SSO code talks to the
 * local provider exactly as to a Cognito domain. Everything the provider serves lives under
 * `/oauth2/`, `/logout` or the discovery document.
 */
export const SSO_ROUTES = {
  authorization: '/oauth2/authorize',
  token: '/oauth2/token',
  userinfo: '/oauth2/userInfo',
  end_session: '/logout',
  jwks: '/oauth2/jwks',
  revocation: '/oauth2/revoke',
  introspection: '/oauth2/introspect',
  pushed_authorization_request: '/oauth2/par',
  code_verification: '/oauth2/device',
  device_authorization: '/oauth2/device/auth',
  backchannel_authentication: '/oauth2/backchannel',
  registration: '/oauth2/register',
} as const;

export const DISCOVERY_PATH = '/.well-known/openid-configuration';
/** The sign-in page (one interaction per authorization request). */
export const INTERACTION_PREFIX = '/oauth2/interaction/';
/** Stylesheet and script of the provider's own pages (external: the pages run under a strict CSP). */
export const ASSETS_PREFIX = '/oauth2/assets/';

export const interactionPath = (uid: string) => `${INTERACTION_PREFIX}${encodeURIComponent(uid)}`;
export const loginActionPath = (uid: string) => `${interactionPath(uid)}/login`;

export function isSsoPath(pathname: string): boolean {
  return (
    pathname.startsWith('/oauth2/') ||
    pathname === SSO_ROUTES.end_session ||
    pathname.startsWith(`${SSO_ROUTES.end_session}/`) ||
    pathname === DISCOVERY_PATH
  );
}
