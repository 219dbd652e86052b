/**
 * The CRM's REST bases under which makeCall endpoints live (spec 001 section 7).
 *
 * A copy of ENDPOINT_BASES in server/crm/endpoints.ts, which the local CRM owns: runtime/ may not
 * import server/ (DESIGN.md section 1). tests/runtime/gateway/endpointBases.test.ts compares the
 * two, so they cannot drift apart. Moving the table to schemas/ would let both import one copy.
 */
export const ENDPOINT_BASES = {
  ecommerce: '/services/apexrest/ecommerce',
  guidance: '/services/apexrest/guidance',
  billingPortal: '/services/apexrest/billingportal',
  payment: '/services/apexrest/payment',
  eLearning: '/services/apexrest/elearning',
  cpq: '/services/apexrest/cpq',
  installBaseManager: '/services/apexrest/ibm',
  paymentMethod: '/services/apexrest/paymentmethod',
} as const satisfies Record<string, string>;

export type EndpointBase = keyof typeof ENDPOINT_BASES;
