import { useCallback } from 'react';
// The storefront context lives in runtime/app; this hook is the blocks' way to the guidance state.
import { useStorefrontOrNull } from '../app/StorefrontProvider';
import { markGuidanceCompleted } from './guidanceState';

/**
 * Marks the guidance step before the cart as done for this storefront and visit (spec 000
 * section 2), so the cart route stops sending the user to guidance. For the guidance block.
 * Outside a storefront (isolated stories) there is nothing to record.
 */
export function useCompleteGuidance(): () => void {
  const storefront = useStorefrontOrNull();
  const storefrontId = storefront?.boot.domain.storefrontId ?? null;
  return useCallback(() => {
    if (storefrontId) markGuidanceCompleted(storefrontId);
  }, [storefrontId]);
}
