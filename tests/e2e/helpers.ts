import { E2E_PORT } from '../../playwright.config';

/** A demo host on the e2e server's port; `*.localhost` resolves to loopback inside Chromium. */
export function hostUrl(host: 'guest' | 'portal' | 'sso' | 'legacy', path = '/'): string {
  return `http://${host}.localhost:${E2E_PORT}${path}`;
}

/** The server itself, reached from Node (which does not resolve *.localhost everywhere). */
export const serverUrl = `http://127.0.0.1:${E2E_PORT}`;
