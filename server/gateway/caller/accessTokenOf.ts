import { asDataFields, stringField } from '../actions/dataFields';

export type SentToken = { token: string | null } | { conflict: true };

/**
 * The access token a call carries: AppSync's `Authorization` header (the raw token, or
 * `Bearer <token>`), and the `accessToken` field the runtime adds to operation data (spec 000
 * section 6). Both may be sent; two different tokens in one call are refused, so a call can never
 * be checked against one user and act for another.
 */
export function accessTokenOf(request: Request, data: unknown): SentToken {
  const header = request.headers.get('authorization')?.trim() ?? '';
  const fromHeader = header.replace(/^Bearer\s+/i, '') || null;
  const fields = asDataFields(data);
  const fromData = fields ? stringField(fields, 'accessToken') : null;
  if (fromHeader && fromData && fromHeader !== fromData) return { conflict: true };
  return { token: fromHeader ?? fromData };
}
