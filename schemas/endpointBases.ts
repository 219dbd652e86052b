/**
 * The CRM's REST bases under which makeCall endpoints live (spec 001 section 7): a makeCall
 * `endpoint` is one of these paths plus a `type` query parameter, e.g.
 * `/services/apexrest/ecommerce?type=getRecord`. Shared by the runtime's client and the local CRM,
 * so it lives beside the schemas.
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
