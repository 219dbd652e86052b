import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { getPartsList, getQliQuantity } from './serviceCalls';
import { PARTS_SEARCH_DEBOUNCE_MS, partsSearchRequest } from './serviceRules';
import { serviceKeys } from './serviceStore';
import { useDebouncedValue } from '../../data/useDebouncedValue';

/**
 * The parts search: the text is debounced (PARTS_SEARCH_DEBOUNCE_MS) before getPartsList is
 * asked; model, category and page apply at once. The previous page stays on screen while the next
 * loads (`isPlaceholderData`), so results never flash empty between keystrokes.
 */
export function usePartsSearch(input: {
  text: string;
  modelCode: string | null;
  category: string | null;
  page: number;
}) {
  const connection = useGatewayConnection();
  const text = useDebouncedValue(input.text, PARTS_SEARCH_DEBOUNCE_MS);
  const search = partsSearchRequest({ ...input, text });
  const query = useQuery({
    queryKey: serviceKeys.parts(search),
    queryFn: ({ signal }) => getPartsList(connection, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });
  return { query, search, isSettling: text !== input.text };
}

/** How many of each shown part the open cart holds (getQliQuantity). */
export function useCartQuantities(itemIds: readonly string[]) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: serviceKeys.quantities(itemIds),
    queryFn: ({ signal }) => getQliQuantity(connection, itemIds, signal),
    enabled: itemIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    meta: { handlesErrors: true },
  });
}
