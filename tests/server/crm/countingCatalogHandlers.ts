import { HANDLERS } from '../../../server/crm/registry';
import type { CrmHandler } from '../../../server/crm/handler';

/**
 * The CRM's handlers with retrieveCatalogNG counting how often it really runs (not answered from
 * a cache): `runs.count`.
 */
export function countingCatalogHandlers(): { handlers: typeof HANDLERS; runs: { count: number } } {
  const real = HANDLERS.ecommerce.retrieveCatalogNG!;
  const runs = { count: 0 };
  const counted: CrmHandler = {
    ...real,
    handle: (request) => {
      runs.count += 1;
      return real.handle(request);
    },
  };
  return {
    handlers: { ...HANDLERS, ecommerce: { ...HANDLERS.ecommerce, retrieveCatalogNG: counted } },
    runs,
  };
}
