import { isCardExpired } from '../../../../schemas/payment/cardExpiry';
import { resolveCaller } from '../../caller';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { ownedCard } from '../../records/savedCards';

/**
 * Makes a saved card (token) the caller's default: checkout offers it first. An expired card
 * cannot be the default (409); another customer's card answers "Card not found." (404).
 */
export const setDefaultPaymentMethod: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const caller = await resolveCaller(request);
    const owned = await ownedCard(request.db, caller, stringArg(request, 'token'));
    if ('refused' in owned) return owned.refused;
    const { card } = owned;
    if (isCardExpired(card.expiry, new Date()))
      return crmError('This card has expired, so it cannot be the default. Add a valid card.', 409);
    await request.db.query(
      `UPDATE saved_cards SET is_default = (token = $3)
        WHERE account_id = $1 AND contact_id IS NOT DISTINCT FROM $2`,
      [card.account_id, card.contact_id, card.token],
    );
    return ok({ token: card.token, isDefault: true });
  },
};
