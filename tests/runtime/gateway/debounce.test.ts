import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, DEFAULT_DEBOUNCE_MS } from '../../../runtime/gateway/debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to 500 ms (spec 000 section 9)', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(500);
    const run = vi.fn();
    const debounced = debounce(run);
    debounced('a');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledWith('a');
  });

  it('runs once with the latest arguments after calls stop', () => {
    const run = vi.fn();
    const debounced = debounce(run, 3000);
    debounced(1);
    vi.advanceTimersByTime(2000);
    debounced(2);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[2]]);
  });

  it('cancel drops the pending call', () => {
    const run = vi.fn();
    const debounced = debounce(run);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('flush runs the pending call now, and only once', () => {
    const run = vi.fn();
    const debounced = debounce(run);
    debounced('x');
    debounced.flush();
    expect(run).toHaveBeenCalledWith('x');
    vi.advanceTimersByTime(1000);
    debounced.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
