import { ok, stringArg, type CrmHandler } from '../../handler';
import { ownedCard } from '../../records/savedCards';
import { resolveCaller } from '../../caller';

/**
 * Removes a saved card (token) of the caller: it can no longer pay. Another customer's or
 * colleague's card, or one already removed, answers "Card not found." (404). Payments made with
 * it keep their record.
 */
export const deletePaymentMethod: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const caller = await resolveCaller(request);
    const owned = await ownedCard(request.db, caller, stringArg(request, 'token'));
    if ('refused' in owned) return owned.refused;
    await request.db.query('DELETE FROM saved_cards WHERE token = $1', [owned.card.token]);
    return ok({ deleted: owned.card.token });
  },
};
