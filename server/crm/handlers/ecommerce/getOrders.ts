import { resolveCaller } from '../../caller';
import { crmError, noRecords, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { callerMayUseAccount } from '../../records/ownership';
import { ORDER_STATUSES } from '../../records/orders';

/** The columns My orders sorts by, as the payload names them. */
const SORTS: Record<string, string> = {
  placedAt: 'o.placed_at',
  orderNumber: 'o.order_number',
  poNumber: 'o.po_number',
  status: 'o.status',
  total: 'o.total',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' payload date, or an error message naming the field. */
function dayArg(value: string | null, name: string): { day: string | null; error?: string } {
  if (!value) return { day: null };
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    return { day: null, error: `${name} must be a date as YYYY-MM-DD.` };
  return { day: value };
}

/**
 * My orders (/orders): the orders of the account the call acts for; a manager sees every order of
 * the account, anyone else the orders they placed. Payload: page (1-based), pageSize (at most
 * 100), status, searchText (order number, PO number or an item's SKU or title), dateFrom and
 * dateTo (placement day, inclusive, YYYY-MM-DD, UTC), sortBy (placedAt, orderNumber, poNumber,
 * status, total) and sortDirection (ASC or DESC; newest first by default). Each order carries its
 * ship-to summary and its parcels' tracking.
 */
export const getOrders: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const caller = await resolveCaller(request);
    if (!caller.contactId || !caller.accountId) return crmError('Sign in to see your orders.', 403);
    if (!(await callerMayUseAccount(request.db, caller, caller.accountId))) return noRecords();
    const pageSize = Math.min(
      100,
      Math.max(1, Number(payloadArg(request, 'pageSize') ?? 20) || 20),
    );
    const page = Math.max(1, Number(payloadArg(request, 'page') ?? 1) || 1);
    const status = stringArg(request, 'status');
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status))
      return crmError(`status must be one of ${ORDER_STATUSES.join(', ')}.`);
    const from = dayArg(stringArg(request, 'dateFrom'), 'dateFrom');
    const to = dayArg(stringArg(request, 'dateTo'), 'dateTo');
    const dateError = from.error ?? to.error;
    if (dateError) return crmError(dateError);
    if (from.day && to.day && from.day > to.day)
      return crmError('dateFrom must not be after dateTo.');
    const sortBy = stringArg(request, 'sortBy') ?? 'placedAt';
    const sortColumn = SORTS[sortBy];
    if (!sortColumn) return crmError(`sortBy must be one of ${Object.keys(SORTS).join(', ')}.`);
    const direction = (stringArg(request, 'sortDirection') ?? 'DESC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC')
      return crmError('sortDirection must be ASC or DESC.');

    const search = (stringArg(request, 'searchText') ?? '').trim();
    const params: unknown[] = [caller.accountId];
    const clauses = ['o.account_id = $1', 'NOT o.is_guest'];
    if (caller.userType !== 'AWSManager') {
      params.push(caller.contactId);
      clauses.push(`o.contact_id = $${params.length}`);
    }
    if (status) {
      params.push(status);
      clauses.push(`o.status = $${params.length}`);
    }
    if (from.day) {
      params.push(from.day);
      clauses.push(`o.placed_at >= $${params.length}::date`);
    }
    if (to.day) {
      params.push(to.day);
      clauses.push(`o.placed_at < $${params.length}::date + 1`);
    }
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      clauses.push(`(o.order_number ILIKE $${params.length} OR o.po_number ILIKE $${params.length}
        OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id
                    AND (l.sku ILIKE $${params.length} OR l.title ILIKE $${params.length})))`);
    }
    const where = clauses.join(' AND ');
    const [{ total = 0 } = {}] = await request.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
      params,
    );
    // The order number breaks ties, so paging never shows an order twice or skips one.
    const rows = await request.db.query(
      `SELECT o.id AS "id", o.order_number AS "orderNumber", o.status AS "status",
              o.placed_at AS "placedAt", o.total AS "total", o.currency AS "currency",
              o.po_number AS "poNumber", o.payment_method AS "paymentMethod",
              c.first_name || ' ' || c.last_name AS "placedBy",
              jsonb_build_object('contactName', o.shipping->>'contactName',
                                 'city', o.shipping->>'city', 'state', o.shipping->>'state',
                                 'country', o.shipping->>'country') AS "shipTo",
              o.shipping_carrier AS "carrier", o.shipping_service AS "service",
              (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS "lineCount",
              (SELECT COALESCE(sum(qty), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS "itemCount",
              COALESCE((SELECT jsonb_agg(jsonb_build_object('carrier', s.carrier,
                                 'trackingNumber', s.tracking_number, 'shippedAt', s.shipped_at,
                                 'deliveredAt', s.delivered_at) ORDER BY s.shipped_at)
                          FROM order_shipments s WHERE s.order_id = o.id), '[]'::jsonb) AS "shipments"
         FROM orders o LEFT JOIN contacts c ON c.id = o.contact_id
        WHERE ${where}
        ORDER BY ${sortColumn} ${direction} NULLS LAST, o.order_number ${direction}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return ok({ orders: rows, totalCount: total, page, pageSize });
  },
};
