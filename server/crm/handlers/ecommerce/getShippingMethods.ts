import type { ShippingMethods } from '../../../../schemas/checkout/checkoutCalls';
import { resolveCaller } from '../../caller';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { checkOwnership } from '../../records/ownership';
import { refreshQuoteShipping } from '../../records/quoteShipping';
import { accountShippingPreferences } from '../../records/shippingPreferences';
import {
  activeShippingServices,
  coversCountry,
  deliveryEstimate,
  quoteUnits,
  shippingAmount,
} from '../../records/shippingRates';

/**
 * The shipping choices for a quote (quoteId): carriers with the services that ship to the quote's
 * country, each priced for this quote in its currency with its delivery estimate; the customer's
 * own carrier account numbers (shipping billed to them); the accounts it may ship to; what is
 * chosen now; the account's preferred services and default method among those offered.
 */
export const getShippingMethods: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteId', 'recordId');
    if (!quoteId) return crmError('quoteId is required.');
    const caller = await resolveCaller(request);
    const [quote] = await request.db.query<{
      account_id: string;
      contact_id: string | null;
      is_guest: boolean;
      currency: string;
      subtotal: number;
      shipping_country: string | null;
    }>(
      'SELECT account_id, contact_id, is_guest, currency, subtotal, shipping_country FROM quotes WHERE id = $1',
      [quoteId],
    );
    const refused = await checkOwnership(
      request.db,
      caller,
      quote
        ? { accountId: quote.account_id, contactId: quote.contact_id, isGuest: quote.is_guest }
        : null,
      'Quote not found.',
    );
    if (refused || !quote) return refused ?? crmError('Quote not found.', 404);

    const chosen = await refreshQuoteShipping(request.db, quoteId);
    const units = await quoteUnits(request.db, quoteId);
    const now = new Date();
    const carriers = new Map<string, ShippingMethods['carriers'][number]>();
    for (const service of await activeShippingServices(request.db)) {
      if (!coversCountry(service, quote.shipping_country)) continue;
      const amount = shippingAmount(service, quote.currency, Number(quote.subtotal), units);
      if (amount === null) continue;
      const carrier = carriers.get(service.carrier_code) ?? {
        code: service.carrier_code,
        name: service.carrier_name,
        services: [],
      };
      carrier.services.push({
        id: service.id,
        name: service.name,
        amount,
        currency: quote.currency,
        coldChain: service.cold_chain,
        transitDays: { min: service.min_days, max: service.max_days },
        estimatedDelivery: deliveryEstimate(service, now),
      });
      carriers.set(service.carrier_code, carrier);
    }
    const [selection] = await request.db.query<{
      customer_shipping_account: string | null;
      ship_to_account_id: string | null;
      shipping_amount: number;
    }>(
      'SELECT customer_shipping_account, ship_to_account_id, shipping_amount FROM quotes WHERE id = $1',
      [quoteId],
    );
    const carrierAccounts = await request.db.query<
      ShippingMethods['customerShippingAccounts'][number]
    >(
      `SELECT a.carrier_code AS "carrierCode", c.name AS "carrierName", a.account_number AS "accountNumber"
         FROM account_carrier_accounts a JOIN shipping_carriers c ON c.code = a.carrier_code
        WHERE a.account_id = $1 ORDER BY c.sort_order`,
      [quote.account_id],
    );
    const shipToAccounts = caller.contactId
      ? await request.db.query<{ Id: string; Name: string }>(
          'SELECT id AS "Id", name AS "Name" FROM accounts WHERE id = ANY($1::text[]) ORDER BY name',
          [caller.allowedAccountIds],
        )
      : [];
    // The account's default method (account area, shipping methods) when it ships to the quote's
    // country: checkout preselects it while the quote has no service.
    const preferences = quote.is_guest
      ? { preferredServiceIds: [], defaultServiceId: null }
      : await accountShippingPreferences(request.db, quote.account_id);
    const offeredIds = new Set(
      [...carriers.values()].flatMap((carrier) => carrier.services.map((service) => service.id)),
    );
    return ok({
      quoteId,
      preferredServiceIds: preferences.preferredServiceIds.filter((id) => offeredIds.has(id)),
      defaultServiceId:
        preferences.defaultServiceId && offeredIds.has(preferences.defaultServiceId)
          ? preferences.defaultServiceId
          : null,
      shippingCountry: quote.shipping_country,
      carriers: [...carriers.values()],
      customerShippingAccounts: carrierAccounts,
      shipToAccounts,
      selected: {
        serviceId: chosen?.id ?? null,
        carrier: chosen?.carrier_name ?? null,
        service: chosen?.name ?? null,
        amount: Number(selection?.shipping_amount ?? 0),
        customerShippingAccount: selection?.customer_shipping_account ?? null,
        shipToAccountId: selection?.ship_to_account_id ?? null,
      },
    } satisfies ShippingMethods);
  },
};
