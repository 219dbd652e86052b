import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { accountCurrency, configuratorRules } from '../../records/configuratorRules';

/**
 * The product configurator's rules for an item (query itemId; none: the free panel builder):
 * a panel's instruments with lasers and detectors, markers, fluorochromes, overlap pairs and the
 * catalogue's conjugates, or an instrument's options with requires/excludes rules; prices in the
 * currency of the account the caller acts for, with availability. Public like the catalogue.
 */
export const getConfiguratorRules: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const itemId = stringArg(request, 'itemId');
    const currency = await accountCurrency(request.db, request.caller.accountId);
    const rules = await configuratorRules(request.db, itemId, currency);
    if (rules === 'missing') return crmError('Item not found.', 404);
    if (rules === 'not-configurable') return crmError('This item has no configurator.', 404);
    return ok(rules);
  },
};
