import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../../../runtime/data/useDebouncedValue';
import { KNOWLEDGE_SUGGEST_DEBOUNCE_MS } from '../../../../schemas/knowledgeBase';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the suggestions debounce', () => {
  it('is the 500 ms issue 19 asks for', () => {
    expect(KNOWLEDGE_SUGGEST_DEBOUNCE_MS).toBe(500);
  });

  it('takes the typed text only once 500 ms pass without another keystroke', () => {
    const { result, rerender } = renderHook(
      ({ value }) => useDebouncedValue(value, KNOWLEDGE_SUGGEST_DEBOUNCE_MS),
      { initialProps: { value: '' } },
    );
    expect(result.current).toBe('');
    // Typing "las" a key every 200 ms keeps pushing the wait back.
    for (const typed of ['l', 'la', 'las']) {
      rerender({ value: typed });
      act(() => void vi.advanceTimersByTime(200));
      expect(result.current).toBe('');
    }
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('las');
  });

  it('keeps the settled text when the text comes back to it before the wait ends', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'laser' },
    });
    rerender({ value: 'lasers' });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ value: 'laser' });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe('laser');
  });
});
