import { describe, expect, it } from 'vitest';
import { ENDPOINT_BASES } from '../../../schemas/endpointBases';

describe('ENDPOINT_BASES', () => {
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

  it('puts every base under the CRM Apex REST root', () => {
    for (const path of Object.values(ENDPOINT_BASES))
      expect(path).toMatch(/^\/services\/apexrest\/[a-z]+$/);
  });
});
