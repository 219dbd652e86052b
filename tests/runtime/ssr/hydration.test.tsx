import { Profiler } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartBadge } from '../../../blocks/header/CartBadge';
import RichText from '../../../blocks/richText/RichText';
import { emitCartChanged, NO_CART_SNAPSHOT } from '../../../runtime/domain/cart/cartBridge';
import { loadHtmlSanitizer } from '../../../runtime/render/browserHtmlSanitizer';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import { QueryStates } from '../../../runtime/data/DataStates';
import { CART_QUERY_KEY, installCart } from '../../../runtime/domain/cart/cartStore';
import type { Cart } from '../../../runtime/domain/cart/cartTypes';
import { useCart } from '../../../runtime/domain/cart/useCart';
import { useCheckout } from '../../../runtime/domain/checkout/useCheckout';
import type { GatewayConnection } from '../../../runtime/gateway/index';
import { setHydratingFirstPage } from '../../../runtime/ssr/hydratingFirstPage';
import type {
  RichTextConfiguration,
  RichTextContent,
} from '../../../schemas/generated/blocks/richText';

/**
 * What the browser reads from itself (the cart in its storage, DOMPurify's DOM) must not make the
 * first client render differ from the server's HTML: a hydration without a single recoverable
 * error, then the browser's value.
 */

let root: Root | null = null;
// The server's side of these renders runs in jsdom, where DOMPurify is the browser's.
beforeAll(async () => {
  await loadHtmlSanitizer();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  emitCartChanged(NO_CART_SNAPSHOT);
});

/** The server's HTML of `element`, hydrated by the client; returns the recoverable errors. */
async function hydrate(element: React.ReactElement, beforeHydrating: () => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  beforeHydrating();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors };
}

/** A cart block's lines as the cart's query gives them: loading, none (empty) or the count. */
function CartLines() {
  const cart = useCart();
  return (
    <QueryStates query={cart} loading="Loading your cart…" error="No cart.">
      {(active) => <p>{active ? `${active.lineItems.length} lines` : 'Your cart is empty.'}</p>}
    </QueryStates>
  );
}

describe('hydrating server-rendered blocks', () => {
  it("a guest's header badge hydrates with the server count (none), then shows the cart", async () => {
    const { container, serverHtml, errors } = await hydrate(
      <QueryClientProvider client={new QueryClient()}>
        <CartBadge url="/cart" showCount />
      </QueryClientProvider>,
      () =>
        // The guest's cart loaded before hydration finished.
        emitCartChanged({ quoteId: 'Q1', itemCount: 3 }),
    );
    expect(serverHtml).toContain('data-testid="cart-count">0<');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cart-count"]')).toHaveTextContent('3');
  });

  it("a signed-in visitor's header badge hydrates with the count of the cart the server read, and keeps it", async () => {
    // The server's read of her cart, handed to the browser's cache before it hydrates.
    const queryClient = new QueryClient();
    queryClient.setQueryData(CART_QUERY_KEY, {
      quote: { id: 'Q7' },
      lineItems: [{ qty: 2 }, { qty: 1 }],
    } as unknown as Cart);
    const counts: string[] = [];
    let installed: ReturnType<typeof installCart> | null = null;
    const { container, serverHtml, errors } = await hydrate(
      <QueryClientProvider client={queryClient}>
        <Profiler
          id="badge"
          onRender={() =>
            counts.push(document.querySelector('[data-testid="cart-count"]')?.textContent ?? '')
          }
        >
          <CartBadge url="/cart" showCount />
        </Profiler>
      </QueryClientProvider>,
      // start.tsx: the cart is installed, its first load held, just before hydrating.
      () => {
        installed = installCart({} as GatewayConnection, queryClient, { loadNow: false });
      },
    );
    expect(serverHtml).toContain('data-testid="cart-count">3<');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cart-count"]')).toHaveTextContent('3');
    // Hydrated once, never drawn again with another count.
    expect(counts).toEqual(['3']);
    installed!.uninstall();
  });

  it("a cart answer landing while the page hydrates waits for the hydration: the server's loading state first", async () => {
    const queryClient = new QueryClient();
    // Never asked: the answer is in the cache before the block mounts.
    const connection = {} as GatewayConnection;
    const { container, serverHtml, errors } = await hydrate(
      <GatewayProvider connection={connection} queryClient={queryClient}>
        <CartLines />
      </GatewayProvider>,
      () => {
        setHydratingFirstPage(true);
        // The cart's load, started by a commit before this block's own hydration, has answered.
        queryClient.setQueryData<Cart>(
          CART_QUERY_KEY,
          { quote: { id: 'Q1' }, lineItems: [{}, {}] } as unknown as Cart,
          { updatedAt: Date.now() + 1 },
        );
      },
    );
    setHydratingFirstPage(false);
    expect(serverHtml).toContain('Loading your cart…');
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('2 lines');
  });

  it("a guest's empty cart the server drew stays drawn while a new answer lands mid-hydration", async () => {
    const queryClient = new QueryClient();
    // The server's answer for a guest holding no cart: none (renderFirstPage.tsx), given before
    // the browser began hydrating.
    queryClient.setQueryData(CART_QUERY_KEY, null, { updatedAt: 1 });
    const served = dehydrate(queryClient);
    const connection = {} as GatewayConnection;
    const { container, serverHtml, errors } = await hydrate(
      <GatewayProvider connection={connection} queryClient={queryClient}>
        <CartLines />
      </GatewayProvider>,
      () => {
        setHydratingFirstPage(true, served);
        queryClient.setQueryData<Cart>(
          CART_QUERY_KEY,
          { quote: { id: 'Q1' }, lineItems: [{}] } as unknown as Cart,
          { updatedAt: Date.now() + 1 },
        );
      },
    );
    setHydratingFirstPage(false);
    expect(serverHtml).toContain('Your cart is empty.');
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('1 lines');
  });

  it('a cart the server rendered (the signed-in cart) is adopted without drawing its blocks again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<Cart>(
      CART_QUERY_KEY,
      { quote: { id: 'Q1' }, lineItems: [{}, {}, {}] } as unknown as Cart,
      { updatedAt: Date.now() - 100 },
    );
    const served = dehydrate(queryClient);
    const connection = {} as GatewayConnection;
    // Every commit of the cart's block: React's profiler reports each, the hydration's included.
    const commits: string[] = [];
    const onRender = (_id: string, phase: string) => void commits.push(phase);
    const { container, serverHtml, errors } = await hydrate(
      <GatewayProvider connection={connection} queryClient={queryClient}>
        <Profiler id="cart" onRender={onRender}>
          <CartLines />
        </Profiler>
      </GatewayProvider>,
      () => {
        setHydratingFirstPage(true, served);
      },
    );
    setHydratingFirstPage(false);
    expect(serverHtml).toContain('3 lines');
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('3 lines');
    // One commit: the hydration's. Nothing held back, so nothing to draw after it.
    expect(commits).toEqual(['mount']);
  });

  it('a checkout the server rendered with nothing typed is adopted without drawing it again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<Cart>(
      CART_QUERY_KEY,
      { quote: { id: 'Q7' }, lineItems: [{}] } as unknown as Cart,
      { updatedAt: Date.now() - 100 },
    );
    queryClient.setQueryData(['checkout', 'Q7', 'fields'], { PO_Number__c: 'PO-1' });
    const served = dehydrate(queryClient);
    // A signed-in buyer (the checkout asks who is buying); nothing is sent in this test.
    const connection = {
      session: () => ({ activeStorefront: { contactId: 'C1', accountId: 'A1' } }),
    } as unknown as GatewayConnection;
    const commits: string[] = [];
    const onRender = (_id: string, phase: string) => void commits.push(phase);
    function Step() {
      const checkout = useCheckout();
      return <p>{`PO ${String(checkout.fields.PO_Number__c)}`}</p>;
    }
    const { container, errors } = await hydrate(
      <GatewayProvider connection={connection} queryClient={queryClient}>
        <Profiler id="checkout" onRender={onRender}>
          <Step />
        </Profiler>
      </GatewayProvider>,
      () => setHydratingFirstPage(true, served),
    );
    setHydratingFirstPage(false);
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('PO PO-1');
    expect(commits).toEqual(['mount']);
  });

  it('rich text is sanitized on both sides alike, so it hydrates without a mismatch', async () => {
    const configuration = { maxWidth: '720px' } as RichTextConfiguration;
    const contentJSON: RichTextContent = {
      html: '<p>Hello <strong>cells</strong></p><img src="x" onerror="alert(1)">',
    };
    const { container, serverHtml, errors } = await hydrate(
      <RichText blockId="b1" configuration={configuration} contentJSON={contentJSON} />,
    );
    // In the server's HTML already, and never unsanitized.
    expect(serverHtml).toContain('Hello <strong>cells</strong>');
    expect(serverHtml).not.toContain('onerror');
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('Hello cells');
    expect(container.querySelector('strong')).not.toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it("rich text adopts the server's sanitized markup from the page instead of sanitizing again", async () => {
    const configuration = { maxWidth: '720px' } as RichTextConfiguration;
    const contentJSON: RichTextContent = { html: '<p>Hello <strong>cells</strong></p>' };
    const block = (
      <div data-block-id="b2">
        <RichText blockId="b2" configuration={configuration} contentJSON={contentJSON} />
      </div>
    );
    // React reports markup that differs from what the client renders (here: the mark) on the console.
    const consoleError = vi.spyOn(console, 'error');
    const { container, errors } = await hydrate(block, () => {
      // What the page holds is what is kept: a mark no client sanitizing would produce.
      document
        .querySelector('[data-block-id="b2"] .bf-rich-text')!
        .insertAdjacentHTML('beforeend', '<!--server-->');
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('strong')).toHaveTextContent('cells');
    expect(container.querySelector('.bf-rich-text')!.innerHTML).toContain('<!--server-->');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
