import type { PartsSearch } from './serviceTypes';

/**
 * The service area's query keys and shared state. Every read lives under `['service']`; writes
 * invalidate the keys below and the cart's `['cart']`, so the cart block and the badge follow
 * what the parts blocks changed.
 */
export const serviceKeys = {
  all: ['service'] as const,
  installedBase: () => ['service', 'installedBase'] as const,
  instrument: (instrumentId: string) => ['service', 'instrument', instrumentId] as const,
  parts: (search: PartsSearch) => ['service', 'parts', search] as const,
  quantities: (itemIds: readonly string[]) => ['service', 'quantities', ...itemIds] as const,
  quantitiesAll: () => ['service', 'quantities'] as const,
  relations: (itemId: string) => ['service', 'relations', itemId] as const,
  images: (itemId: string) => ['service', 'images', itemId] as const,
  image: (imageId: string) => ['service', 'image', imageId] as const,
  openCart: () => ['service', 'openCart'] as const,
  quoteLines: (quoteId: string) => ['service', 'quoteLines', quoteId] as const,
  quoteLinesAll: () => ['service', 'quoteLines'] as const,
  kit: (kitItemId: string) => ['service', 'kit', kitItemId] as const,
};

/** The cart area's query key (runtime/domain/cart/cartStore.ts): parts writes make it stale. */
export const CART_KEY = ['cart'] as const;
