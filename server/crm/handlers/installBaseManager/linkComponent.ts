import { crmError, payloadArg, type CrmHandler } from '../../handler';
import { kitEdit, kitResult } from '../../records/kits';

/**
 * Links a component to a kit (payload `kitItemId`, `componentItemId`, `qty` default 1). Managers
 * only (403 for others, nothing changed); a kit in itself, another kit or an obsolete part is
 * refused (409); linking a component already in the kit is a 409. Answers the kit as
 * getLinkComponent does.
 */
export const linkComponent: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const edit = await kitEdit(request);
    if ('statusCode' in edit) return edit;
    const rawQty = payloadArg(request, 'qty') ?? 1;
    const qty = typeof rawQty === 'string' ? Number(rawQty) : rawQty;
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > 99)
      return crmError('qty must be a whole number from 1 to 99.');
    const [component] = await request.db.query<{ is_kit: boolean; is_obsolete: boolean }>(
      'SELECT is_kit, is_obsolete FROM parts WHERE item_id = $1',
      [edit.componentItemId],
    );
    if (edit.componentItemId === edit.kitItemId || component?.is_kit)
      return crmError('A kit cannot be a component of a kit.', 409);
    if (component?.is_obsolete) return crmError('An obsolete part cannot be linked to a kit.', 409);
    const inserted = await request.db.query(
      `INSERT INTO kit_components (kit_item_id, component_item_id, qty, linked_by)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING kit_item_id`,
      [edit.kitItemId, edit.componentItemId, qty, request.caller.contactId],
    );
    if (inserted.length === 0) return crmError('This part is already a component of the kit.', 409);
    return kitResult(request, edit.kitItemId);
  },
};
