import { crmError, type CrmHandler } from '../../handler';
import { kitEdit, kitResult } from '../../records/kits';

/**
 * Unlinks a component from a kit (payload `kitItemId`, `componentItemId`). Managers only (403 for
 * others, nothing changed); a part that is not in the kit is a 404. Answers the kit.
 */
export const unlinkKitItem: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const edit = await kitEdit(request);
    if ('statusCode' in edit) return edit;
    const deleted = await request.db.query(
      'DELETE FROM kit_components WHERE kit_item_id = $1 AND component_item_id = $2 RETURNING kit_item_id',
      [edit.kitItemId, edit.componentItemId],
    );
    if (deleted.length === 0) return crmError('This part is not a component of the kit.', 404);
    return kitResult(request, edit.kitItemId);
  },
};
