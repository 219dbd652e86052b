import { describe, expect, it } from 'vitest';
import { SIGNED_RESULT_FIELDS, signedDateTime } from '../../../schemas/payment/hostedPaymentFields';
import { dataToSign, hmac, signFields, verifyFields } from '../../../server/payment/signature';

const SECRET = 'test-secret';
const NOW = new Date('2026-11-25T09:00:00Z');

function result(overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = Object.fromEntries(
    SIGNED_RESULT_FIELDS.map((name) => [name, `v-${name}`]),
  );
  fields.signed_date_time = signedDateTime(NOW);
  fields.req_amount = '1234.50';
  return signFields({ ...fields, ...overrides }, SIGNED_RESULT_FIELDS, SECRET);
}

describe('HMAC-SHA256 signatures of the hosted payment page', () => {
  it('signs name=value pairs in the order of signed_field_names, base64', () => {
    const signed = signFields(
      { b: '2', a: '1', signed_date_time: 'x' },
      ['a', 'b', 'signed_field_names'],
      SECRET,
    );
    expect(signed.signed_field_names).toBe('a,b,signed_field_names');
    expect(dataToSign(signed)).toBe('a=1,b=2,signed_field_names=a,b,signed_field_names');
    expect(signed.signature).toBe(
      hmac('a=1,b=2,signed_field_names=a,b,signed_field_names', SECRET),
    );
    expect(signed.signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('verifies an untouched result', () => {
    expect(verifyFields(result(), SIGNED_RESULT_FIELDS, SECRET, NOW)).toEqual({ ok: true });
  });

  it('refuses a tampered value', () => {
    const tampered = { ...result(), req_amount: '1.00' };
    expect(verifyFields(tampered, SIGNED_RESULT_FIELDS, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a result signed with another key (forged)', () => {
    const forged = signFields(result(), SIGNED_RESULT_FIELDS, 'attacker-key');
    expect(verifyFields(forged, SIGNED_RESULT_FIELDS, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a result that leaves a required field out of the signature', () => {
    const names = SIGNED_RESULT_FIELDS.filter((name) => name !== 'decision');
    const partial = signFields({ ...result(), decision: 'ACCEPT' }, names, SECRET);
    expect(verifyFields(partial, SIGNED_RESULT_FIELDS, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'fields',
    });
  });

  it('refuses unsigned results, and stale or future-dated ones', () => {
    const { signature: _s, ...unsigned } = result();
    expect(verifyFields(unsigned, SIGNED_RESULT_FIELDS, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    const later = new Date(NOW.getTime() + 16 * 60 * 1000);
    expect(verifyFields(result(), SIGNED_RESULT_FIELDS, SECRET, later)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const future = result({
      signed_date_time: signedDateTime(new Date(NOW.getTime() + 10 * 60 * 1000)),
    });
    expect(verifyFields(future, SIGNED_RESULT_FIELDS, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'future',
    });
  });

  it('refuses a signature of another length without throwing', () => {
    expect(
      verifyFields({ ...result(), signature: 'short' }, SIGNED_RESULT_FIELDS, SECRET, NOW),
    ).toEqual({
      ok: false,
      reason: 'signature',
    });
  });
});
