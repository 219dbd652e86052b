import type { EndpointBase } from '../shared/contracts';

/**
 * The CRM's REST bases (Apex REST paths, as in production). makeCall's `endpoint` is one of these
 * paths plus a `type` query parameter, e.g. `/services/apexrest/ecommerce?type=getRecord`.
 */
export const ENDPOINT_BASES: Record<EndpointBase, string> = {
  ecommerce: '/services/apexrest/ecommerce',
  guidance: '/services/apexrest/guidance',
  billingPortal: '/services/apexrest/billingportal',
  payment: '/services/apexrest/payment',
  eLearning: '/services/apexrest/elearning',
  cpq: '/services/apexrest/cpq',
  installBaseManager: '/services/apexrest/ibm',
  paymentMethod: '/services/apexrest/paymentmethod',
};

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
