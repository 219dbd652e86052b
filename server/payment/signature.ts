import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_MAX_AGE_MS } from '../../schemas/payment/hostedPaymentFields';

export type SignedFields = Record<string, string>;

/** The text signed: `name=value` for each name of signed_field_names, joined by commas. */
export function dataToSign(fields: SignedFields): string {
  return (fields.signed_field_names ?? '')
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
}

export function hmac(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('base64');
}

/**
 * Signs `fields` over `names` (which must include signed_field_names itself): sets
 * signed_field_names, then returns the fields with their `signature`.
 */
export function signFields(
  fields: SignedFields,
  names: readonly string[],
  secret: string,
): SignedFields {
  const withNames = { ...fields, signed_field_names: names.join(',') };
  return { ...withNames, signature: hmac(dataToSign(withNames), secret) };
}

export type VerifyOutcome =
  { ok: true } | { ok: false; reason: 'unsigned' | 'signature' | 'fields' | 'expired' | 'future' };

/**
 * Checks a signature made with `secret`: every `required` field must be among the signed ones
 * (so none can be added or changed unsigned), the HMAC must match (compared in constant time),
 * and the signed date must be recent.
 */
export function verifyFields(
  fields: SignedFields,
  required: readonly string[],
  secret: string,
  now: Date = new Date(),
): VerifyOutcome {
  const signature = fields.signature;
  const names = fields.signed_field_names;
  if (!signature || !names) return { ok: false, reason: 'unsigned' };
  const signed = new Set(names.split(','));
  if (!signed.has('signed_field_names') || !signed.has('signed_date_time'))
    return { ok: false, reason: 'fields' };
  if (required.some((name) => !signed.has(name) || fields[name] === undefined))
    return { ok: false, reason: 'fields' };
  const expected = Buffer.from(hmac(dataToSign(fields), secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'signature' };
  const signedAt = Date.parse(fields.signed_date_time ?? '');
  if (Number.isNaN(signedAt)) return { ok: false, reason: 'fields' };
  if (signedAt > now.getTime() + 5 * 60 * 1000) return { ok: false, reason: 'future' };
  if (now.getTime() - signedAt > SIGNATURE_MAX_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** Only string values travel in a signed form; anything else is dropped. */
export function toSignedFields(value: unknown): SignedFields {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
