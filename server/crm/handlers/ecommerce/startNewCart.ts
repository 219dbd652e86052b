import { crmError, ok, type CrmHandler } from '../../handler';
import { createActiveCart, quoteWithLines } from '../../records/quotes';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/** Starts an empty cart for the contact (cid) at the account; their previous cart there stays as a quote. */
export const startNewCart: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const { caller } = request;
    if (!caller.contactId || !caller.accountId) return crmError('cid and an account are required.');
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const quoteId = await request.db.transaction((tx) =>
      createActiveCart(tx, {
        accountId: caller.accountId ?? '',
        contactId: caller.contactId,
        storefrontId,
        isGuest: false,
      }),
    );
    return ok(await quoteWithLines(request.db, quoteId));
  },
};
