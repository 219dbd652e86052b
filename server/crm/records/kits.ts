import type { ActionResult, Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { crmError, forbidden, ok, stringArg, type CrmRequest } from '../handler';
import { accountCurrency, partsByIds, refuseGuest, type PartJson } from './serviceParts';

/** A kit with its components and, for a manager, the parts that may be linked to it. */
export interface KitJson {
  kit: PartJson;
  components: (PartJson & { qty: number; linkedAt: string })[];
  /** Compatible, orderable parts not in the kit yet (managers only; empty for others). */
  candidates: PartJson[];
  mayEdit: boolean;
}

/** Parts offered for linking, at most. */
const CANDIDATE_LIMIT = 60;

export async function kitAnswer(
  db: Db,
  caller: Caller,
  kitItemId: string,
): Promise<KitJson | null> {
  const currency = await accountCurrency(db, caller);
  const [kit] = await partsByIds(db, currency, [kitItemId]);
  if (!kit || !kit.isKit) return null;
  const links = await db.query<{ component_item_id: string; qty: number; linked_at: unknown }>(
    'SELECT component_item_id, qty, linked_at FROM kit_components WHERE kit_item_id = $1',
    [kit.itemId],
  );
  const parts = new Map(
    (
      await partsByIds(
        db,
        currency,
        links.map((link) => link.component_item_id),
      )
    ).map((part) => [part.itemId, part]),
  );
  const components = links
    .flatMap((link) => {
      const part = parts.get(link.component_item_id);
      const linkedAt =
        link.linked_at instanceof Date ? link.linked_at.toISOString() : String(link.linked_at);
      return part ? [{ ...part, qty: Number(link.qty), linkedAt }] : [];
    })
    .sort((a, b) => a.partNumber.localeCompare(b.partNumber));
  let candidates: PartJson[] = [];
  if (caller.isManager) {
    // The catalogue's order: the instrument's own named parts come before the generated range.
    const rows = await db.query<{ item_id: string }>(
      `SELECT DISTINCT p.item_id, p.part_number FROM parts p
         JOIN part_models m ON m.item_id = p.item_id
        WHERE m.model_code = ANY($1::text[]) AND NOT p.is_kit AND NOT p.is_obsolete
          AND p.item_id <> ALL($2::text[])
        ORDER BY p.item_id LIMIT ${CANDIDATE_LIMIT}`,
      [kit.models, links.map((link) => link.component_item_id)],
    );
    candidates = await partsByIds(
      db,
      currency,
      rows.map((row) => row.item_id),
    );
  }
  return { kit, components, candidates, mayEdit: caller.isManager };
}

export const KIT_NOT_FOUND = 'Kit not found.';

/** The kit and component of a link / unlink call, after the manager-only check. */
export async function kitEdit(
  request: CrmRequest,
): Promise<{ kitItemId: string; componentItemId: string } | ActionResult> {
  const refused = refuseGuest(request.caller);
  if (refused) return refused;
  // Linking changes the kit for every customer's order: managers only, decided here.
  if (!request.caller.isManager) return forbidden('only a manager may change kit components.');
  const kitId = stringArg(request, 'kitItemId', 'kitId');
  const componentId = stringArg(request, 'componentItemId', 'componentId');
  if (!kitId || !componentId) return crmError('kitItemId and componentItemId are required.');
  const currency = await accountCurrency(request.db, request.caller);
  const found = await partsByIds(request.db, currency, [kitId, componentId]);
  const kit = found.find((part) => part.itemId === kitId || part.partNumber === kitId);
  const component = found.find(
    (part) => part.itemId === componentId || part.partNumber === componentId,
  );
  if (!kit || !kit.isKit) return crmError(KIT_NOT_FOUND, 404);
  if (!component) return crmError('Component not found.', 404);
  return { kitItemId: kit.itemId, componentItemId: component.itemId };
}

export async function kitResult(request: CrmRequest, kitItemId: string): Promise<ActionResult> {
  const answer = await kitAnswer(request.db, request.caller, kitItemId);
  return answer ? ok(answer) : crmError(KIT_NOT_FOUND, 404);
}
