import { describe, expect, it } from 'vitest';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/gatewayError';
import {
  generalRetryPolicy,
  isRowLockError,
  makeCallResultRetryPolicy,
  quoteLineUpdateRetryPolicy,
} from '../../../runtime/gateway/retryPolicy';

const httpError = (status: number) =>
  new GatewayError(status, `HTTP ${status}`, { origin: 'http' });

describe('generalRetryPolicy (spec 000 section 8, literally)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'a non-idempotent request is retried once on HTTP %i',
    (status) => {
      const policy = generalRetryPolicy(false);
      expect(policy.shouldRetry(httpError(status), 0)).toBe(true);
      expect(policy.shouldRetry(httpError(status), 1)).toBe(false);
      expect(policy.delayMs).toBe(0);
    },
  );

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'an idempotent request is not retried on HTTP %i',
    (status) => {
      expect(generalRetryPolicy(true).shouldRetry(httpError(status), 0)).toBe(false);
    },
  );

  it.each([
    { name: 'HTTP 400', error: httpError(400) },
    { name: 'HTTP 403', error: httpError(403) },
    { name: 'HTTP 501', error: httpError(501) },
    { name: 'HTTP 401 (session expired)', error: new SessionExpiredError({ origin: 'http' }) },
    { name: 'a result with status 500', error: new GatewayError(500, 'x', { origin: 'result' }) },
    { name: 'GraphQL errors', error: new GatewayError(200, 'x', { origin: 'graphql' }) },
    {
      name: 'a network failure',
      error: new GatewayError(0, 'Network Error', { origin: 'network' }),
    },
    { name: 'a programming error', error: new TypeError('x is undefined') },
  ])('a non-idempotent request is not retried on $name', ({ error }) => {
    expect(generalRetryPolicy(false).shouldRetry(error, 0)).toBe(false);
  });
});

const ROW_LOCK_TEXT =
  'UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or 1 records: record currently unavailable';

describe('isRowLockError', () => {
  it.each([
    {
      name: 'the CRM row lock text',
      error: new GatewayError(500, ROW_LOCK_TEXT, { origin: 'result' }),
      rowLock: true,
    },
    {
      name: "'record currently unavailable' alone",
      error: new GatewayError(400, 'Record Currently Unavailable', { origin: 'result' }),
      rowLock: true,
    },
    {
      name: 'UNABLE_TO_LOCK_ROW alone',
      error: new GatewayError(200, 'UNABLE_TO_LOCK_ROW', { origin: 'result' }),
      rowLock: true,
    },
    {
      name: 'another result failure',
      error: new GatewayError(400, 'Quote line items not found.', { origin: 'result' }),
      rowLock: false,
    },
    {
      name: 'an HTTP failure',
      error: new GatewayError(500, ROW_LOCK_TEXT, { origin: 'http' }),
      rowLock: false,
    },
    { name: 'a plain Error', error: new Error(ROW_LOCK_TEXT), rowLock: false },
  ])('$name -> $rowLock', ({ error, rowLock }) => {
    expect(isRowLockError(error)).toBe(rowLock);
  });
});

describe('quoteLineUpdateRetryPolicy (spec 001 sections 8 and 9)', () => {
  const rowLock = new GatewayError(500, ROW_LOCK_TEXT, { origin: 'result' });

  it.each([
    { retriesSoFar: 0, retry: true },
    { retriesSoFar: 1, retry: true },
    { retriesSoFar: 2, retry: true },
    { retriesSoFar: 3, retry: false },
  ])('after $retriesSoFar retries: $retry', ({ retriesSoFar, retry }) => {
    expect(quoteLineUpdateRetryPolicy.shouldRetry(rowLock, retriesSoFar)).toBe(retry);
  });

  it('waits 500 ms between attempts', () => {
    expect(quoteLineUpdateRetryPolicy.delayMs).toBe(500);
  });

  it('does not retry other failures', () => {
    expect(
      quoteLineUpdateRetryPolicy.shouldRetry(
        new GatewayError(400, 'Invalid quantity', { origin: 'result' }),
        0,
      ),
    ).toBe(false);
  });
});

describe('makeCallResultRetryPolicy', () => {
  it.each([
    { type: 'updateQLI', policy: quoteLineUpdateRetryPolicy },
    { type: 'updateQtyOnQLIs', policy: quoteLineUpdateRetryPolicy },
    { type: 'saveItemToQuote', policy: null },
    { type: 'deleteLineItems', policy: null },
    { type: 'getQuoteItems', policy: null },
  ])('$type', ({ type, policy }) => {
    expect(makeCallResultRetryPolicy(type)).toBe(policy);
  });
});
