import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The largest request bodies the server reads, by route; checked on the declared length and on
 * the bytes as they arrive (a body without Content-Length is cut off too). The biggest real
 * gateway request is a batch of 20 CRM calls of a few KB each; the user pool's requests and CSP
 * reports are a few hundred bytes.
 */
export const BODY_LIMITS = {
  gateway: 128 * 1024,
  userPool: 16 * 1024,
  cspReport: 16 * 1024,
  /** Everything else (the test-mode labs included). */
  other: 1024 * 1024,
} as const;

const tooLarge = (c: Context) =>
  c.json(
    {
      errors: [{ errorType: 'PayloadTooLargeException', message: 'Request body is too large.' }],
    },
    413,
    { 'x-amzn-ErrorType': 'PayloadTooLargeException' },
  );

export const limitBody = (maxSize: number): MiddlewareHandler =>
  bodyLimit({ maxSize, onError: tooLarge });
