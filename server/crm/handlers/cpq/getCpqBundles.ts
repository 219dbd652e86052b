import { ok, type CrmHandler } from '../../handler';
import { publicBundle, readBundles } from '../../records/cpqCatalog';
import { cpqBuyerOf, isRefusal } from './cpqCaller';

/**
 * The instrument bundles priced for the account the call acts for: list prices in its currency,
 * quantity breaks, its running contract prices and the discount policy. `{bundles}`. Only what
 * the storefront serving the call sells is offered (the verified caller's storefront).
 */
export const getCpqBundles: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const buyer = cpqBuyerOf(request.caller, 'build a quote');
    if (isRefusal(buyer)) return buyer;
    const bundles = await readBundles(
      request.db,
      buyer.accountId,
      null,
      request.caller.storefrontId,
    );
    return ok({ bundles: bundles.map(publicBundle) });
  },
};
