import { crmError, ok, payloadArg, type CrmHandler } from '../../handler';
import { activeShippingServices } from '../../records/shippingRates';
import { accountShippingPreferences } from '../../records/shippingPreferences';
import { signedInAccount } from '../../records/signedInAccount';

/**
 * Saves the account's preferred services (preferredServiceIds) and its default method
 * (defaultServiceId, or null for none), replacing the previous choice as a whole. The default
 * must be an active service; it counts as preferred. Unknown or inactive services are refused,
 * naming them, and nothing is changed.
 */
export const saveShippingPreferences: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const signedIn = await signedInAccount(request, 'shipping preferences');
    if ('refused' in signedIn) return signedIn.refused;
    const { accountId, contactId } = signedIn.caller;
    const preferred = payloadArg(request, 'preferredServiceIds') ?? [];
    const chosenDefault = payloadArg(request, 'defaultServiceId') ?? null;
    if (!Array.isArray(preferred) || preferred.some((id) => typeof id !== 'string'))
      return crmError('preferredServiceIds must be a list of service ids.');
    if (chosenDefault !== null && typeof chosenDefault !== 'string')
      return crmError('defaultServiceId must be a service id or null.');
    const active = new Set((await activeShippingServices(request.db)).map((s) => s.id));
    const wanted = [
      ...new Set([...(preferred as string[]), ...(chosenDefault ? [chosenDefault] : [])]),
    ];
    const unknown = wanted.filter((id) => !active.has(id));
    if (unknown.length)
      return crmError(`These shipping services are not offered: ${unknown.join(', ')}.`);
    await request.db.transaction(async (tx) => {
      await tx.query('DELETE FROM account_shipping_preferences WHERE account_id = $1', [accountId]);
      for (const serviceId of wanted) {
        await tx.query(
          `INSERT INTO account_shipping_preferences (account_id, service_id, is_default, updated_by_contact_id)
           VALUES ($1, $2, $3, $4)`,
          [accountId, serviceId, serviceId === chosenDefault, contactId],
        );
      }
    });
    return ok(await accountShippingPreferences(request.db, accountId));
  },
};
