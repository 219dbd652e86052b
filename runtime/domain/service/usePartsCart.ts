import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { useBlockMutation } from '../../data/useBlockMutation';
import {
  addPartToQuote,
  deleteLineItems,
  getActiveOpenCart,
  linkComponent,
  retrieveQuoteLines,
  takeThisQuote,
  unlinkKitItem,
  updateQtyOnQLIs,
} from './serviceCalls';
import { CART_KEY, serviceKeys } from './serviceStore';
import type { Kit } from './serviceTypes';

/** The open cart and the service quotes that could be taken over (getActiveOpenCart). */
export function useOpenCart() {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: serviceKeys.openCart(),
    queryFn: ({ signal }) => getActiveOpenCart(connection, signal),
    staleTime: 10_000,
    meta: { handlesErrors: true },
  });
}

/** A quote's lines with their parts' availability (retrieveQuoteLines). */
export function useQuoteLines(quoteId: string | null) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: serviceKeys.quoteLines(quoteId ?? ''),
    queryFn: ({ signal }) => retrieveQuoteLines(connection, quoteId ?? '', signal),
    enabled: quoteId !== null,
    staleTime: 10_000,
    meta: { handlesErrors: true },
  });
}

/** What a cart change makes stale: the cart (block and badge), quantities, the parts cart. */
const CART_CHANGES = [
  CART_KEY,
  serviceKeys.quantitiesAll(),
  serviceKeys.openCart(),
  serviceKeys.quoteLinesAll(),
] as const;

/**
 * The parts writes. Every failure is shown by the block next to the control (`'inline'`), and a
 * failed write changes no cached cart: what the user had stays on screen. Kit edits put the CRM's
 * answer straight into the kit's query.
 */
export function usePartsCartActions() {
  const queryClient = useQueryClient();
  const addPart = useBlockMutation({
    mutationFn: (connection, { itemId, qty }: { itemId: string; qty: number }) =>
      addPartToQuote(connection, itemId, qty),
    invalidates: CART_CHANGES,
    failure: 'inline',
  });
  const updateQty = useBlockMutation({
    mutationFn: (connection, { lineId, qty }: { lineId: string; qty: number }) =>
      updateQtyOnQLIs(connection, lineId, qty),
    invalidates: CART_CHANGES,
    failure: 'inline',
  });
  const removeLine = useBlockMutation({
    mutationFn: (connection, lineId: string) => deleteLineItems(connection, [lineId]),
    invalidates: CART_CHANGES,
    failure: 'inline',
  });
  const takeQuote = useBlockMutation({
    mutationFn: (connection, quoteId: string) => takeThisQuote(connection, quoteId),
    invalidates: CART_CHANGES,
    failure: 'inline',
  });
  const putKit = (kit: Kit) => queryClient.setQueryData(serviceKeys.kit(kit.kit.itemId), kit);
  const link = useBlockMutation({
    mutationFn: (connection, { kitItemId, componentItemId }: KitEdit) =>
      linkComponent(connection, kitItemId, componentItemId),
    invalidates: [],
    failure: 'inline',
    onSuccess: putKit,
  });
  const unlink = useBlockMutation({
    mutationFn: (connection, { kitItemId, componentItemId }: KitEdit) =>
      unlinkKitItem(connection, kitItemId, componentItemId),
    invalidates: [],
    failure: 'inline',
    onSuccess: putKit,
  });
  return { addPart, updateQty, removeLine, takeQuote, link, unlink };
}

/** A kit and one of its (would-be) components. */
export interface KitEdit {
  kitItemId: string;
  componentItemId: string;
}
