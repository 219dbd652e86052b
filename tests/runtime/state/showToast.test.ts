import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { dismissToast, showToast, toToast } from '../../../runtime/state/showToast';
import { toastAtom } from '../../../runtime/state/toastAtom';
import { isToastExpired, TOAST_DEFAULT_SECONDS } from '../../../runtime/state/toastTiming';

describe('toast state', () => {
  it('fills in the spec defaults: default style, dismissable, 5 s', () => {
    expect(toToast({ message: 'Hi' }, 1)).toEqual({
      id: 1,
      message: 'Hi',
      variant: 'default',
      mode: 'dismissable',
      time: TOAST_DEFAULT_SECONDS,
    });
    expect(TOAST_DEFAULT_SECONDS).toBe(5);
  });

  it('keeps what the caller gives', () => {
    expect(toToast({ message: 'x', variant: 'error', mode: 'sticky', time: 8 }, 2)).toMatchObject({
      variant: 'error',
      mode: 'sticky',
      time: 8,
    });
  });

  it('gives every toast a new id and clears on dismiss', () => {
    const store = createStore();
    showToast({ message: 'a' }, store);
    const first = store.get(toastAtom)?.id;
    showToast({ message: 'a' }, store);
    expect(store.get(toastAtom)?.id).not.toBe(first);
    dismissToast(store);
    expect(store.get(toastAtom)).toBeNull();
  });

  it.each([
    [3, false],
    [2, false],
    [1.9, true],
    [1, true],
    [0, true],
  ])('with %s s remaining, expired is %s', (remaining, expired) => {
    expect(isToastExpired(remaining)).toBe(expired);
  });
});
