import { ENDPOINT_BASES, type EndpointBase } from '../../schemas/endpointBases';

export { ENDPOINT_BASES };

const BY_PATH = new Map<string, EndpointBase>(
  Object.entries(ENDPOINT_BASES).map(([base, basePath]) => [
    basePath.toLowerCase(),
    base as EndpointBase,
  ]),
);

export interface ParsedEndpoint {
  base: EndpointBase | null;
  type: string | null;
  query: URLSearchParams;
}

/** Splits an endpoint (a path, or a full URL on the CRM's host) into its base, type and query. */
export function parseEndpoint(endpoint: string): ParsedEndpoint {
  let url: URL;
  try {
    url = new URL(endpoint, 'http://crm.invalid');
  } catch {
    return { base: null, type: null, query: new URLSearchParams() };
  }
  const pathname = url.pathname.replace(/\/+$/, '').toLowerCase();
  return {
    base: BY_PATH.get(pathname) ?? null,
    type: url.searchParams.get('type'),
    query: url.searchParams,
  };
}
