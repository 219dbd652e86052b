import { describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CART_NEEDS_CLICK,
  ADD_TO_CART_TOO_OFTEN,
  createCapabilities,
} from '../../../runtime/sandbox/capabilities';

function setup(lastClickAt = -Infinity) {
  const clock = { now: 10_000, lastClick: lastClickAt };
  const deps = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    addToCart: vi.fn(async () => ({ quoteId: 'q-1', itemCount: 4 })),
    lastClickAt: () => clock.lastClick,
    now: () => clock.now,
  };
  return { clock, deps, capabilities: createCapabilities(deps) };
}

describe('the capability broker', () => {
  it('navigates only to app routes', () => {
    const { deps, capabilities } = setup();
    expect(capabilities.navigate('/cart')).toEqual({ ok: true });
    expect(capabilities.navigate('//evil.example').ok).toBe(false);
    expect(capabilities.navigate('https://evil.example').ok).toBe(false);
    expect(deps.navigate.mock.calls).toEqual([['/cart']]);
  });

  it('shows toasts, at most three in ten seconds', () => {
    const { deps, capabilities, clock } = setup();
    for (let i = 0; i < 4; i += 1) capabilities.toast(`Hello ${i}`);
    expect(deps.showToast.mock.calls).toEqual([['Hello 0'], ['Hello 1'], ['Hello 2']]);
    clock.now += 10_000;
    expect(capabilities.toast('Later')).toEqual({ ok: true });
  });

  it('adds to the cart only within 1 s of a click in the block, and gives back only the count', async () => {
    const { deps, capabilities, clock } = setup();
    expect(await capabilities.addToCart('a1Cellaris0000001', 1)).toEqual({
      ok: false,
      error: ADD_TO_CART_NEEDS_CLICK,
    });
    clock.lastClick = clock.now - 1_500;
    expect(await capabilities.addToCart('a1Cellaris0000001', 1)).toEqual({
      ok: false,
      error: ADD_TO_CART_NEEDS_CLICK,
    });
    clock.lastClick = clock.now - 200;
    expect(await capabilities.addToCart('a1Cellaris0000001', 2)).toEqual({
      ok: true,
      itemCount: 4,
    });
    expect(deps.addToCart).toHaveBeenCalledWith({ productId: 'a1Cellaris0000001', quantity: 2 });
  });

  it('rate-limits add to cart', async () => {
    const { deps, capabilities, clock } = setup();
    clock.lastClick = clock.now;
    for (let i = 0; i < 3; i += 1) expect((await capabilities.addToCart('p1', 1)).ok).toBe(true);
    expect(await capabilities.addToCart('p1', 1)).toEqual({
      ok: false,
      error: ADD_TO_CART_TOO_OFTEN,
    });
    expect(deps.addToCart).toHaveBeenCalledTimes(3);
  });

  it('refuses bad products and quantities without calling the cart', async () => {
    const { deps, capabilities, clock } = setup();
    clock.lastClick = clock.now;
    expect((await capabilities.addToCart('../x', 1)).ok).toBe(false);
    expect((await capabilities.addToCart('p1', -1)).ok).toBe(false);
    expect(deps.addToCart).not.toHaveBeenCalled();
  });
});
