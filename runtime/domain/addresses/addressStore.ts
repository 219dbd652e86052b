/**
 * The query keys of the address book and shipping preferences: the account area's blocks and
 * checkout read the same entries, so an address added in one is offered in the other.
 */
export const addressKeys = {
  all: ['addresses'] as const,
  book: ['addresses', 'book'] as const,
  shippingPreferences: ['addresses', 'shippingPreferences'] as const,
};
