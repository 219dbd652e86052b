/** Query parameters a SAML sign-in leaves on the URL (spec 000 section 2: removed after login). */
export const SAML_PARAMS: readonly string[] = ['SAMLResponse', 'RelayState'];

/**
 * The query string without the SAML parameters, or null when there were none (nothing to do).
 * The SAML response is a signed assertion: left in the URL it would sit in history, bookmarks
 * and referrers.
 */
export function withoutSamlParams(search: string): string | null {
  const parameters = new URLSearchParams(search);
  if (!SAML_PARAMS.some((name) => parameters.has(name))) return null;
  for (const name of SAML_PARAMS) parameters.delete(name);
  const rest = parameters.toString();
  return rest ? `?${rest}` : '';
}
