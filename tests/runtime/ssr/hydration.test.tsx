import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CartBadge } from '../../../blocks/header/CartBadge';
import RichText from '../../../blocks/richText/RichText';
import { emitCartChanged, NO_CART_SNAPSHOT } from '../../../runtime/index';
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

describe('hydrating server-rendered blocks', () => {
  it('the header badge hydrates with the server count (none), then shows the cart', async () => {
    const { container, serverHtml, errors } = await hydrate(
      <CartBadge url="/cart" showCount />,
      () =>
        // The guest's cart loaded before hydration finished.
        emitCartChanged({ quoteId: 'Q1', itemCount: 3 }),
    );
    expect(serverHtml).toContain('data-testid="cart-count">0<');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cart-count"]')).toHaveTextContent('3');
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
});
