import { describe, expect, it } from 'vitest';
import { ENDPOINT_BASES } from '../../../runtime/gateway/endpointBases';
// Tests may read server/ (only runtime/ code may not): this guards the runtime's copy.
import { ENDPOINT_BASES as CRM_ENDPOINT_BASES } from '../../../server/crm/endpoints';

describe('ENDPOINT_BASES', () => {
  it('matches the local CRM table exactly', () => {
    expect(ENDPOINT_BASES).toEqual(CRM_ENDPOINT_BASES);
  });

  it('names the eight bases of spec 001 section 7', () => {
    expect(Object.keys(ENDPOINT_BASES).sort()).toEqual(
      [
        'billingPortal',
        'cpq',
        'eLearning',
        'ecommerce',
        'guidance',
        'installBaseManager',
        'payment',
        'paymentMethod',
      ].sort(),
    );
  });
});
