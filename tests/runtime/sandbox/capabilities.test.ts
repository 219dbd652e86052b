import { describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CART_NEEDS_CLICK,
  ADD_TO_CART_TOO_OFTEN,
  createCapabilities,
} from '../../../runtime/sandbox/capabilities';
import { createPageLimits, type PageLimits } from '../../../runtime/sandbox/pageLimits';

function setup(shared?: { clock: { now: number }; page: PageLimits }) {
  const clock = shared?.clock ?? { now: 10_000 };
  const deps = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    addToCart: vi.fn(async () => ({ quoteId: 'q-1', itemCount: 4 })),
    page: shared?.page ?? createPageLimits(() => clock.now),
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

  it('limits toasts and navigation per page, across all its blocks', () => {
    const first = setup();
    const shared = { clock: first.clock, page: first.deps.page };
    const blocks = [first, setup(shared), setup(shared), setup(shared)];
    const toasts = blocks.flatMap(({ capabilities }) => [
      capabilities.toast('a'),
      capabilities.toast('b'),
    ]);
    expect(toasts.filter((result) => result.ok)).toHaveLength(5);
    expect(toasts.at(-1)).toEqual({ ok: false, error: 'toast: too many toasts on this page' });
    const navigations = blocks.map(({ capabilities }) => capabilities.navigate('/cart'));
    expect(navigations.filter((result) => result.ok)).toHaveLength(3);
    expect(navigations.at(-1)).toEqual({
      ok: false,
      error: 'navigate: too many navigations on this page',
    });
    first.clock.now += 10_000;
    expect(blocks[3]!.capabilities.navigate('/cart')).toEqual({ ok: true });
    expect(blocks[3]!.capabilities.toast('later')).toEqual({ ok: true });
  });

  it('shows toasts, at most three in ten seconds', () => {
    const { deps, capabilities, clock } = setup();
    for (let i = 0; i < 4; i += 1) capabilities.toast(`Hello ${i}`);
    expect(deps.showToast.mock.calls).toEqual([['Hello 0'], ['Hello 1'], ['Hello 2']]);
    clock.now += 10_000;
    expect(capabilities.toast('Later')).toEqual({ ok: true });
  });

  it('adds to the cart only within 1 s of a press on a button of the block, and gives back only the count', async () => {
    const { deps, capabilities, clock } = setup();
    expect(await capabilities.addToCart('a1Cellaris0000001', 1)).toEqual({
      ok: false,
      error: ADD_TO_CART_NEEDS_CLICK,
    });
    capabilities.userPressed();
    clock.now += 1_500;
    expect(await capabilities.addToCart('a1Cellaris0000001', 1)).toEqual({
      ok: false,
      error: ADD_TO_CART_NEEDS_CLICK,
    });
    capabilities.userPressed();
    clock.now += 200;
    expect(await capabilities.addToCart('a1Cellaris0000001', 2)).toEqual({
      ok: true,
      itemCount: 4,
    });
    expect(deps.addToCart).toHaveBeenCalledWith({ productId: 'a1Cellaris0000001', quantity: 2 });
  });

  it('allows one add per press: a handler that adds ten times adds once', async () => {
    const { deps, capabilities } = setup();
    capabilities.userPressed();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => capabilities.addToCart('p1', 1)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)[0]).toEqual({
      ok: false,
      error: ADD_TO_CART_NEEDS_CLICK,
    });
    expect(deps.addToCart).toHaveBeenCalledTimes(1);
  });

  it('rate-limits add to cart', async () => {
    const { deps, capabilities } = setup();
    for (let i = 0; i < 3; i += 1) {
      capabilities.userPressed();
      expect((await capabilities.addToCart('p1', 1)).ok).toBe(true);
    }
    capabilities.userPressed();
    expect(await capabilities.addToCart('p1', 1)).toEqual({
      ok: false,
      error: ADD_TO_CART_TOO_OFTEN,
    });
    expect(deps.addToCart).toHaveBeenCalledTimes(3);
  });

  it('refuses bad products and quantities without calling the cart', async () => {
    const { deps, capabilities } = setup();
    capabilities.userPressed();
    expect((await capabilities.addToCart('../x', 1)).ok).toBe(false);
    expect((await capabilities.addToCart('p1', -1)).ok).toBe(false);
    expect(deps.addToCart).not.toHaveBeenCalled();
  });
});
