import { describe, expect, it } from 'vitest';
import { needsDom } from '../../../runtime/sandbox/needsDom';

describe('needsDom', () => {
  it('gives the render runtime to scripts that only call blockfront', () => {
    expect(
      needsDom(`const { itemCount } = blockfront.cart;
blockfront.render({ type: 'text', text: 'Items: ' + itemCount, onPress: () => blockfront.toast('Hi') });
blockfront.on('cart-changed', (cart) => blockfront.render({ type: 'badge', text: String(cart.itemCount) }));`),
    ).toBe(false);
  });

  it.each([
    ['blockfront.root.append(x)'],
    ["document.createElement('ui-button')"],
    ['const { root } = blockfront;'],
    ["self['fetch']"],
    ['globalThis.x'],
    ['window.x'],
    ["customElements.get('ui-text')"],
    ['new MutationObserver(() => {})'],
    ['x instanceof HTMLElement'],
    ['new CustomEvent("press")'],
    ['\\u0064ocument.body'],
  ])('gives the DOM runtime to %s', (code) => {
    expect(needsDom(code)).toBe(true);
  });
});
