import { timingSafeEqual } from 'node:crypto';
import { appSyncErrorResponse } from './appSyncErrorResponse';

/** AppSync answers a missing or wrong key identically, so callers learn nothing about keys. */
export function unauthorizedResponse(): Response {
  return appSyncErrorResponse(
    401,
    'UnauthorizedException',
    'You are not authorized to make this call.',
  );
}

export function hasValidApiKey(request: Request, apiKey: string): boolean {
  const sent = request.headers.get('x-api-key');
  if (sent === null) return false;
  const expected = Buffer.from(apiKey, 'utf8');
  const actual = Buffer.from(sent, 'utf8');
  // Constant-time comparison: the key is the only thing guarding the gateway.
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
