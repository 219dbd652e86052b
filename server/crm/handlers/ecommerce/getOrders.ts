import { resolveCaller } from '../../caller';
import { crmError, noRecords, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { callerMayUseAccount } from '../../ownership';

const STATUSES = ['Placed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/**
 * My orders (/orders): the orders of the account the call acts for, newest first; a manager sees
 * every order of the account, anyone else the orders they placed. Payload: page (1-based),
 * pageSize (at most 100), status, searchText (order number, PO number or an item's SKU or title).
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
    if (status && !STATUSES.includes(status))
      return crmError(`status must be one of ${STATUSES.join(', ')}.`);
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
    const rows = await request.db.query(
      `SELECT o.id AS "id", o.order_number AS "orderNumber", o.status AS "status",
              o.placed_at AS "placedAt", o.total AS "total", o.currency AS "currency",
              o.po_number AS "poNumber", o.payment_method AS "paymentMethod",
              c.first_name || ' ' || c.last_name AS "placedBy",
              (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS "lineCount",
              (SELECT COALESCE(sum(qty), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS "itemCount"
         FROM orders o LEFT JOIN contacts c ON c.id = o.contact_id
        WHERE ${where}
        ORDER BY o.placed_at DESC, o.order_number DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return ok({ orders: rows, totalCount: total, page, pageSize });
  },
};
