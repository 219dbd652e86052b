import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { CartBadge } from '../../../blocks/header/CartBadge';
import { emitCartChanged } from '../../../runtime/domain/cart/cartBridge';

afterEach(() => emitCartChanged({ quoteId: null, itemCount: 0 }));

const inPage = (badge: React.ReactElement) => (
  <QueryClientProvider client={new QueryClient()}>{badge}</QueryClientProvider>
);

describe('header cart badge', () => {
  it('shows the count the cart announces and follows every change', () => {
    emitCartChanged({ quoteId: 'Q1', itemCount: 2 });
    render(inPage(<CartBadge url="/cart" showCount />));
    expect(screen.getByRole('link', { name: 'Cart 2 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    act(() => emitCartChanged({ quoteId: 'Q1', itemCount: 1 }));
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
    act(() => emitCartChanged({ quoteId: null, itemCount: 0 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('is a plain Cart link when the count is turned off', () => {
    render(inPage(<CartBadge url="/basket" showCount={false} />));
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/basket');
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
