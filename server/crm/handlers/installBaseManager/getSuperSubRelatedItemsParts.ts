import { crmError, ok, type CrmHandler } from '../../handler';
import {
  accountCurrency,
  PART_NOT_FOUND,
  partOfCall,
  partsByIds,
  refuseGuest,
} from '../../records/serviceParts';

/**
 * A part's superseded, substitute and related parts (payload `itemId`, or a part number):
 * `{part, supersededBy, supersedes, substitutes, related}`, each a list of parts with the
 * relation's note. An obsolete part's `supersededBy` is its replacement, followed to the newest
 * (a chain A -> B -> C answers C last) so the customer is offered a part they can order.
 */
export const getSuperSubRelatedItemsParts: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const part = await partOfCall(request, 'itemId', 'partNumber');
    if (!part) return crmError(PART_NOT_FOUND, 404);
    const relations = await request.db.query<{
      item_id: string;
      related_item_id: string;
      relation: string;
      note: string;
    }>(
      `SELECT item_id, related_item_id, relation, note FROM part_relations
        WHERE item_id = $1 OR (related_item_id = $1 AND relation = 'Superseded')`,
      [part.itemId],
    );
    // Follow the supersession chain (at most 10 steps; the seed never loops, a bad record won't hang).
    const chain: { itemId: string; note: string }[] = [];
    let current = part.itemId;
    for (let step = 0; step < 10; step++) {
      const [next] = await request.db.query<{ related_item_id: string; note: string }>(
        "SELECT related_item_id, note FROM part_relations WHERE item_id = $1 AND relation = 'Superseded' LIMIT 1",
        [current],
      );
      if (!next || chain.some((entry) => entry.itemId === next.related_item_id)) break;
      chain.push({ itemId: next.related_item_id, note: next.note });
      current = next.related_item_id;
    }
    const currency = await accountCurrency(request.db, request.caller);
    const ids = [
      ...new Set([
        ...chain.map((entry) => entry.itemId),
        ...relations.flatMap((row) => [row.item_id, row.related_item_id]),
      ]),
    ];
    const byId = new Map((await partsByIds(request.db, currency, ids)).map((p) => [p.itemId, p]));
    const withNote = (itemId: string, note: string) => {
      const found = byId.get(itemId);
      return found ? [{ ...found, note }] : [];
    };
    return ok({
      part,
      supersededBy: chain.flatMap((entry) => withNote(entry.itemId, entry.note)),
      supersedes: relations
        .filter((row) => row.relation === 'Superseded' && row.related_item_id === part.itemId)
        .flatMap((row) => withNote(row.item_id, row.note)),
      substitutes: relations
        .filter((row) => row.relation === 'Substitute' && row.item_id === part.itemId)
        .flatMap((row) => withNote(row.related_item_id, row.note)),
      related: relations
        .filter((row) => row.relation === 'Related' && row.item_id === part.itemId)
        .flatMap((row) => withNote(row.related_item_id, row.note)),
    });
  },
};
