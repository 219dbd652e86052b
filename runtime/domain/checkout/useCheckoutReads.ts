import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { useBlockQuery } from '../../data/useBlockQuery';
import {
  calculateCheckoutTax,
  getOrderDetails,
  getSavedCards,
  getLookupRecord,
  getShippingMethods,
  searchLookup,
  type LookupSearch,
} from './checkoutCalls';
import { checkoutKeys } from './checkoutStore';

/**
 * The checkout's reads as queries. Each block shows their states with `QueryStates` (the kit's
 * error state with a retry), so none raises the global error toast. Those a signed-in checkout
 * shows first are data-block reads (`useBlockQuery`): the server's render of the page answers
 * them as the visitor, so its HTML holds the checkout's choices. The tax estimate is not: asking
 * for it prices and records the quote's shipping and tax, which only the buyer's browser does.
 */
const quiet = { meta: { handlesErrors: true } };

/** The shipping choices of the quote for its current country (getShippingMethods). */
export function useShippingMethods(quoteId: string | null, country: string) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    queryKey: checkoutKeys.shippingMethods(quoteId ?? '', country),
    queryFn: ({ signal }) => getShippingMethods(connection, quoteId ?? '', signal),
    enabled: quoteId !== null,
    ...quiet,
  });
}

/** Accounts or contacts matching what the buyer typed (searchLookupDataAdvanced). */
export function useLookupSearch(search: LookupSearch, enabled = true) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: [...checkoutKeys.lookup(search.obj, search.searchText), search.filters ?? {}],
    queryFn: ({ signal }) => searchLookup(connection, search, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    ...quiet,
  });
}

/**
 * The tax estimate of the quote (calculateAvaTax), asked only with a complete shipping address
 * (spec 001 section 5); `basis` is what the tax depends on, so a change asks again.
 */
export function useCheckoutTax(
  quoteId: string | null,
  basis: readonly unknown[],
  eligible: boolean,
) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: checkoutKeys.tax(quoteId ?? '', basis),
    queryFn: ({ signal }) => calculateCheckoutTax(connection, quoteId ?? '', signal),
    enabled: quoteId !== null && eligible,
    ...quiet,
  });
}

/** The buyer's saved cards; none for a guest. */
export function useSavedCards(enabled: boolean) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    queryKey: checkoutKeys.savedCards,
    queryFn: ({ signal }) => getSavedCards(connection, signal),
    enabled,
    ...quiet,
  });
}

/** One order for the confirmation: by its confirmation token (the link placeOrder answered). */
export function useOrderConfirmation(token: string | null) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: checkoutKeys.order(token ?? ''),
    queryFn: ({ signal }) =>
      getOrderDetails(connection, { confirmationToken: token ?? '' }, signal),
    enabled: Boolean(token),
    ...quiet,
  });
}

/** The saved record of a lookup field (getRecord), so the combobox names it; off without an id. */
export function useLookupRecord(
  obj: LookupSearch['obj'],
  id: string | null,
  displayFields: readonly string[],
) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    queryKey: [...checkoutKeys.lookup(obj, ''), 'record', id, displayFields],
    queryFn: ({ signal }) => getLookupRecord(connection, obj, id ?? '', displayFields, signal),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    ...quiet,
  });
}
