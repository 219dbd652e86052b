import { describe, expect, it } from 'vitest';
import {
  IdentityHttpError,
  identityRetryDelay,
  isRetryableIdentityFailure,
  withIdentityRetry,
} from '../../../runtime/session/identityRetry';

const noWait = () => Promise.resolve();

describe('identity retry rules (spec 000 section 8)', () => {
  it('retries network errors, 429 and 500/502/503/504, throttling and timeouts', () => {
    expect(isRetryableIdentityFailure({ error: new TypeError('Failed to fetch') })).toBe(true);
    for (const status of [429, 500, 502, 503, 504]) {
      expect(isRetryableIdentityFailure({ status })).toBe(true);
    }
    for (const name of ['ThrottlingException', 'TimeoutError', 'NetworkError']) {
      expect(isRetryableIdentityFailure({ error: Object.assign(new Error(), { name }) })).toBe(
        true,
      );
    }
  });

  it('does not retry answers about the request itself', () => {
    for (const status of [400, 401, 403, 404, 408, 501]) {
      expect(isRetryableIdentityFailure({ status })).toBe(false);
    }
    const refused = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    expect(isRetryableIdentityFailure({ error: refused })).toBe(false);
  });

  it('backs off from 100 ms with up to 100 ms jitter, never above 5 s', () => {
    expect(identityRetryDelay(1, () => 0)).toBe(100);
    expect(identityRetryDelay(2, () => 0.5)).toBe(250);
    expect(identityRetryDelay(20, () => 0.99)).toBe(5_000);
  });

  it('tries at most 3 times after the first attempt', async () => {
    let calls = 0;
    await expect(
      withIdentityRetry(() => {
        calls++;
        return Promise.reject(new IdentityHttpError(503, 'unavailable'));
      }, noWait),
    ).rejects.toThrow('unavailable');
    expect(calls).toBe(4);
  });

  it('returns the first success and stops at a failure it must not retry', async () => {
    let calls = 0;
    const result = await withIdentityRetry(() => {
      calls++;
      return calls < 2 ? Promise.reject(new TypeError('offline')) : Promise.resolve('ok');
    }, noWait);
    expect(result).toBe('ok');
    let refusedCalls = 0;
    await expect(
      withIdentityRetry(() => {
        refusedCalls++;
        return Promise.reject(new IdentityHttpError(400, 'bad'));
      }, noWait),
    ).rejects.toThrow('bad');
    expect(refusedCalls).toBe(1);
  });
});
