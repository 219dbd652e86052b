import type { CpqApprovalState, CpqBundle, CpqSelection } from './cpqTypes';

/**
 * The quote configurator's rules for the screen. The pricing itself (tiers, contract prices,
 * discount, totals, the discount verdict) is schemas/cpq/cpqPricing.ts, the same functions the
 * CRM stand-in prices with, re-exported here so the live breakdown and the saved quote agree.
 */
export {
  defaultSelection,
  discountedLineTotal,
  discountVerdict,
  lessPercent,
  quoteLines,
  quoteTotals,
  sameSelection,
  selectionProblems,
  tierFor,
  unitPriceFor,
  type DiscountVerdict,
  type PriceSource,
  type QuoteLine,
  type QuoteLineKind,
  type QuoteTotals,
  type UnitPrice,
} from '../../../schemas/cpq/cpqPricing';

export type BadgeToneOfApproval = 'neutral' | 'warning' | 'success' | 'error';

/** The approval badge of a discount state: what it says and its tone. */
export function approvalBadge(state: CpqApprovalState): {
  label: string;
  tone: BadgeToneOfApproval;
} {
  switch (state) {
    case 'Approved':
      return { label: 'Discount approved', tone: 'success' };
    case 'Pending':
      return { label: 'Approval pending', tone: 'warning' };
    case 'Rejected':
      return { label: 'Discount rejected', tone: 'error' };
    default:
      return { label: 'No discount', tone: 'neutral' };
  }
}

/** The selection with one component's per-instrument quantity set (0 removes it), clamped to its limits. */
export function withComponentQty(
  bundle: CpqBundle,
  selection: CpqSelection,
  componentId: string,
  qty: number,
): CpqSelection {
  const component = bundle.components.find((candidate) => candidate.id === componentId);
  if (!component) return selection;
  const clamped = Math.min(
    component.maxQty,
    Math.max(0, Math.floor(Number.isFinite(qty) ? qty : 0)),
  );
  const components = { ...selection.components };
  if (clamped === 0) delete components[componentId];
  else components[componentId] = clamped;
  return { ...selection, components };
}

/** The selection with the number of instruments set, clamped to 1..the bundle's maximum. */
export function withInstrumentQty(
  bundle: CpqBundle,
  selection: CpqSelection,
  qty: number,
): CpqSelection {
  const clamped = Math.min(
    bundle.maxInstruments,
    Math.max(1, Math.floor(Number.isFinite(qty) ? qty : 1)),
  );
  return { ...selection, instrumentQty: clamped };
}

/** How long a pending discount request is polled for its decision, in milliseconds. */
export const APPROVAL_POLL_MS = 2000;
