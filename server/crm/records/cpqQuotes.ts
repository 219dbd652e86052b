import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { recalculateQuoteTotals } from '../../db/repositories/quoteTotals';
import type { QuoteLine } from '../../../schemas/cpq/cpqPricing';
import type {
  CpqApprovalState,
  CpqQuote,
  CpqSelection,
  CpqServiceYears,
} from '../../../schemas/cpq/cpqTypes';
import { mayUseQuote } from './ownership';

type Row = Record<string, unknown>;

/**
 * How long the simulated sales desk takes to decide a discount above a manager's automatic limit
 * (docs/decisions.md, "CPQ"): a pending request is decided on the first read after this delay.
 */
export const CPQ_DESK_REVIEW_SECONDS = 3;

/** How long a saved quote's prices hold. */
export const CPQ_QUOTE_VALID_DAYS = 30;

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();

/**
 * A CPQ quote of the caller: their own quote (mayUseQuote) at the account the call acts for, with
 * its configuration. Anything else, another customer's quote or a plain cart, answers as missing.
 */
export async function cpqQuoteForCaller(
  db: Db,
  caller: Caller,
  quoteId: string,
): Promise<Row | null> {
  const [row] = await db.query<Row>(
    `SELECT q.*, c.bundle_id, c.selection, c.valid_until, c.discount_percent, c.discount_reason,
            c.approval_state, c.requested_by, c.requested_at, c.decided_at, c.decision_note
       FROM quotes q JOIN cpq_quotes c ON c.quote_id = q.id WHERE q.id = $1`,
    [quoteId],
  );
  if (!row || !mayUseQuote(caller, row) || row.account_id !== caller.accountId) return null;
  return row;
}

/** A stored selection read back (jsonb arrives parsed; a text column would arrive as a string). */
export function storedSelection(value: unknown): CpqSelection {
  const raw = (typeof value === 'string' ? JSON.parse(value) : value) as CpqSelection;
  return raw;
}

/** A selection from a call's payload, or the reason it cannot be one. */
export function parseSelection(value: unknown): CpqSelection | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'selection is required.';
  const raw = value as Record<string, unknown>;
  if (typeof raw.bundleId !== 'string' || raw.bundleId === '')
    return 'selection.bundleId is required.';
  const components: Record<string, number> = {};
  if (raw.components !== undefined) {
    if (!raw.components || typeof raw.components !== 'object' || Array.isArray(raw.components))
      return 'selection.components must map option ids to quantities.';
    for (const [id, qty] of Object.entries(raw.components as Record<string, unknown>)) {
      if (typeof qty !== 'number') return `The quantity of ${id} must be a number.`;
      components[id] = qty;
    }
  }
  const years = Number(raw.serviceYears ?? 1);
  return {
    bundleId: raw.bundleId,
    instrumentQty: Number(raw.instrumentQty),
    components,
    servicePlanId:
      typeof raw.servicePlanId === 'string' && raw.servicePlanId ? raw.servicePlanId : null,
    serviceYears: years as CpqServiceYears,
  };
}

/** The saved quote as the `cpq` block reads it. */
export async function readCpqQuote(db: Db, quoteId: string): Promise<CpqQuote | null> {
  const [row] = await db.query<Row>(
    `SELECT q.id, q.quote_number, q.name, q.status, q.is_active, q.currency, q.total,
            q.created_at, q.updated_at, c.selection, to_char(c.valid_until, 'YYYY-MM-DD') AS valid_until,
            c.discount_percent, c.discount_reason, c.approval_state, c.requested_at, c.decided_at,
            c.decision_note, r.first_name || ' ' || r.last_name AS requested_by
       FROM quotes q JOIN cpq_quotes c ON c.quote_id = q.id
       LEFT JOIN contacts r ON r.id = c.requested_by
      WHERE q.id = $1`,
    [quoteId],
  );
  if (!row) return null;
  return {
    quoteId: String(row.id),
    quoteNumber: String(row.quote_number),
    name: String(row.name),
    status: String(row.status),
    isActive: row.is_active === true,
    currency: String(row.currency),
    validUntil: String(row.valid_until),
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    selection: storedSelection(row.selection),
    discount: {
      percent: Number(row.discount_percent),
      reason: row.discount_reason === null ? null : String(row.discount_reason),
      state: String(row.approval_state) as CpqApprovalState,
      requestedBy: row.requested_by === null ? null : String(row.requested_by),
      requestedAt: iso(row.requested_at),
      decidedAt: iso(row.decided_at),
      note: row.decision_note === null ? null : String(row.decision_note),
    },
    total: Number(row.total),
  };
}

/**
 * Replaces a quote's lines with priced ones: the unit price is the price the rules chose (list,
 * tier or contract) and the line discount the approved discount, so the cart shows the quote's
 * figures. Tax is voided, as every line change does.
 */
export async function writeQuoteLines(
  db: Db,
  quoteId: string,
  lines: readonly QuoteLine[],
  discountPercent: number,
): Promise<void> {
  await db.query('DELETE FROM quote_line_items WHERE quote_id = $1', [quoteId]);
  for (const [index, line] of lines.entries()) {
    await db.query(
      `INSERT INTO quote_line_items (id, quote_id, item_id, qty, unit_price, discount, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        `${quoteId}-L${index + 1}`,
        quoteId,
        line.itemId,
        line.qty,
        line.unitPrice,
        discountPercent,
        index + 1,
      ],
    );
  }
  await recalculateQuoteTotals(db, [quoteId], true);
}

/** Sets the discount carried by a quote's lines (0 while a request is pending or after a rejection). */
export async function applyLineDiscount(db: Db, quoteId: string, percent: number): Promise<void> {
  await db.query('UPDATE quote_line_items SET discount = $2 WHERE quote_id = $1', [
    quoteId,
    percent,
  ]);
  await recalculateQuoteTotals(db, [quoteId], true);
  await db.query('UPDATE quotes SET updated_at = now() WHERE id = $1', [quoteId]);
}

/**
 * The simulated sales desk: a request pending for CPQ_DESK_REVIEW_SECONDS is decided, approved
 * up to the bundle's desk limit and rejected above it with the reason. Runs on reads, in one
 * transaction, and only on a request still pending, so two reads never decide twice.
 */
export async function reviewPendingDiscount(db: Db, quoteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [due] = await tx.query<{ discount_percent: string; desk: string }>(
      `SELECT c.discount_percent, b.desk_approve_percent AS desk
         FROM cpq_quotes c JOIN cpq_bundles b ON b.id = c.bundle_id
        WHERE c.quote_id = $1 AND c.approval_state = 'Pending'
          AND c.requested_at <= now() - make_interval(secs => $2)
        FOR UPDATE OF c`,
      [quoteId, CPQ_DESK_REVIEW_SECONDS],
    );
    if (!due) return;
    const percent = Number(due.discount_percent);
    const desk = Number(due.desk);
    const approved = percent <= desk;
    await tx.query(
      `UPDATE cpq_quotes SET approval_state = $2, decided_at = now(), decision_note = $3
        WHERE quote_id = $1`,
      [
        quoteId,
        approved ? 'Approved' : 'Rejected',
        approved
          ? 'Approved by the Cellaris sales desk.'
          : `The sales desk approves up to ${desk}% on this bundle; your account executive will call you about ${percent}%.`,
      ],
    );
    if (approved) await applyLineDiscount(tx, quoteId, percent);
  });
}
