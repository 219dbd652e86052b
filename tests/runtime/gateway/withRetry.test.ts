import { describe, expect, it, vi } from 'vitest';
import type { RetryPolicy } from '../../../runtime/gateway/retryPolicy';
import { withRetry } from '../../../runtime/gateway/withRetry';

const retryUpTo = (maxRetries: number, delayMs = 0): RetryPolicy => ({
  delayMs,
  shouldRetry: (error, retriesSoFar) =>
    error instanceof Error && error.message === 'again' && retriesSoFar < maxRetries,
});

/** An attempt that fails with the given errors in turn, then resolves 'done'. */
function attemptsFailingWith(...errors: Error[]) {
  return vi.fn(async () => {
    const error = errors.shift();
    if (error) throw error;
    return 'done';
  });
}

describe('withRetry', () => {
  it('returns the first success without waiting', async () => {
    const attempt = attemptsFailingWith();
    const sleep = vi.fn(() => Promise.resolve());
    await expect(withRetry(attempt, retryUpTo(3, 500), { sleep })).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('tries again while the policy allows, sleeping the policy delay between attempts', async () => {
    const attempt = attemptsFailingWith(new Error('again'), new Error('again'));
    const sleep = vi.fn(() => Promise.resolve());
    await expect(withRetry(attempt, retryUpTo(3, 500), { sleep })).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [500]]);
  });

  it('throws the last failure when the retries run out', async () => {
    const attempt = attemptsFailingWith(new Error('again'), new Error('again'), new Error('again'));
    await expect(
      withRetry(attempt, retryUpTo(1), { sleep: () => Promise.resolve() }),
    ).rejects.toThrow('again');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry what the policy refuses', async () => {
    const attempt = attemptsFailingWith(new Error('fatal'));
    await expect(withRetry(attempt, retryUpTo(3))).rejects.toThrow('fatal');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('does not sleep when the policy has no delay', async () => {
    const attempt = attemptsFailingWith(new Error('again'));
    const sleep = vi.fn(() => Promise.resolve());
    await withRetry(attempt, retryUpTo(1, 0), { sleep });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('stops when the call is cancelled', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => {
      controller.abort();
      throw new Error('again');
    });
    await expect(withRetry(attempt, retryUpTo(3), { signal: controller.signal })).rejects.toThrow(
      'again',
    );
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops when the call is cancelled during the wait', async () => {
    const controller = new AbortController();
    const attempt = attemptsFailingWith(new Error('again'));
    const sleep = vi.fn(async () => controller.abort());
    await expect(
      withRetry(attempt, retryUpTo(3, 500), { sleep, signal: controller.signal }),
    ).rejects.toThrow('again');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
