import { describe, expect, it } from 'vitest';
import { actionLabel, cardActions } from '../../../../runtime/domain/cart/cardActions';

describe('card actions by configuration requirement (spec 001 section 5)', () => {
  it.each([
    ['No Configuration', ['addToCart']],
    ['Suggests Configuration', ['addToCart', 'configure']],
    ['Upload Add', ['addToCart', 'upload']],
    ['', ['addToCart']],
    [null, ['addToCart']],
    [undefined, ['addToCart']],
    ['Needs Configuration', ['configure']],
    ['Upload Configuration', ['configure', 'upload']],
    ['Upload', ['upload']],
    ['Something else', []],
  ] as const)('%s offers %j', (requirement, expected) => {
    expect(cardActions(requirement)).toEqual(expected);
  });

  it("uses the CRM's label for an action when it sends one", () => {
    expect(actionLabel('addToCart', [{ name: 'addToCart', label: 'Add to Cart' }])).toBe(
      'Add to Cart',
    );
    expect(actionLabel('configure')).toBe('Configure');
    expect(actionLabel('upload', [{ name: 'addToCart', label: 'Buy' }])).toBe('Upload');
  });
});
