import type { ShippingPreferences } from '../../../../schemas/address/accountBillingCalls';
import { ok, type CrmHandler } from '../../handler';
import { activeShippingServices } from '../../records/shippingRates';
import {
  accountCarrierAccounts,
  accountShippingPreferences,
} from '../../records/shippingPreferences';
import { signedInAccount } from '../../records/signedInAccount';

/**
 * The account's shipping preferences for the account area: every active carrier service (where it
 * ships, transit days, cold chain), the services the account prefers, its default method, and
 * its own carrier account numbers.
 */
export const getShippingPreferences: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const signedIn = await signedInAccount(request, 'shipping preferences');
    if ('refused' in signedIn) return signedIn.refused;
    const { accountId } = signedIn.caller;
    const carriers = new Map<string, ShippingPreferences['carriers'][number]>();
    for (const service of await activeShippingServices(request.db)) {
      const carrier = carriers.get(service.carrier_code) ?? {
        code: service.carrier_code,
        name: service.carrier_name,
        services: [],
      };
      carrier.services.push({
        id: service.id,
        name: service.name,
        coverage: service.coverage,
        coldChain: service.cold_chain,
        transitDays: { min: service.min_days, max: service.max_days },
      });
      carriers.set(service.carrier_code, carrier);
    }
    return ok({
      carriers: [...carriers.values()],
      ...(await accountShippingPreferences(request.db, accountId)),
      carrierAccounts: await accountCarrierAccounts(request.db, accountId),
    } satisfies ShippingPreferences);
  },
};
