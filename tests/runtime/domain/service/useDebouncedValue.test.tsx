import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTS_SEARCH_DEBOUNCE_MS } from '../../../../runtime/domain/service/serviceRules';
import { useDebouncedValue } from '../../../../runtime/data/useDebouncedValue';

afterEach(() => vi.useRealTimers());

describe('the search debounce', () => {
  it('settles on the last value once typing pauses for the debounce time', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ text }) => useDebouncedValue(text, PARTS_SEARCH_DEBOUNCE_MS),
      {
        initialProps: { text: '' },
      },
    );
    for (const text of ['a', 'au', 'aur']) {
      rerender({ text });
      act(() => vi.advanceTimersByTime(PARTS_SEARCH_DEBOUNCE_MS - 50));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('aur');
  });

  it('drops a pending value when unmounted', () => {
    vi.useFakeTimers();
    const { result, rerender, unmount } = renderHook(({ text }) => useDebouncedValue(text, 300), {
      initialProps: { text: 'x' },
    });
    rerender({ text: 'xy' });
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('x');
  });
});
