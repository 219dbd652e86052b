import { crmError, stringArg, type CrmHandler } from '../../handler';
import { kitResult } from '../../records/kits';
import { refuseGuest } from '../../records/serviceParts';

/**
 * A kit's components (payload `kitItemId`): `{kit, components: [part + qty, linkedAt],
 * candidates, mayEdit}`; candidates (compatible parts to link) only for a manager.
 */
export const getLinkComponent: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const kitItemId = stringArg(request, 'kitItemId', 'kitId', 'itemId');
    if (!kitItemId) return crmError('kitItemId is required.');
    return kitResult(request, kitItemId);
  },
};
