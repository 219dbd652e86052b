import { afterEach, describe, expect, it } from 'vitest';
import {
  currentCartSnapshot,
  emitCartChanged,
  onCartChanged,
  type CartSnapshot,
} from '../../../../runtime/domain/cart/cartBridge';

afterEach(() => emitCartChanged({ quoteId: null, itemCount: 0 }));

describe('cart-changed announcements', () => {
  it('announces each change once, however many paths observe the same cart', () => {
    const heard: CartSnapshot[] = [];
    const stop = onCartChanged((snapshot) => heard.push(snapshot));
    emitCartChanged({ quoteId: 'Q1', itemCount: 2 });
    emitCartChanged({ quoteId: 'Q1', itemCount: 2 });
    emitCartChanged({ quoteId: 'Q1', itemCount: 3 });
    emitCartChanged({ quoteId: 'Q1', itemCount: 3 });
    emitCartChanged({ quoteId: 'Q2', itemCount: 3 });
    stop();
    expect(heard).toEqual([
      { quoteId: 'Q1', itemCount: 2 },
      { quoteId: 'Q1', itemCount: 3 },
      { quoteId: 'Q2', itemCount: 3 },
    ]);
    expect(currentCartSnapshot()).toEqual({ quoteId: 'Q2', itemCount: 3 });
  });

  it('announces an emptied cart', () => {
    emitCartChanged({ quoteId: 'Q1', itemCount: 1 });
    const heard: CartSnapshot[] = [];
    const stop = onCartChanged((snapshot) => heard.push(snapshot));
    emitCartChanged({ quoteId: null, itemCount: 0 });
    stop();
    expect(heard).toEqual([{ quoteId: null, itemCount: 0 }]);
  });
});
