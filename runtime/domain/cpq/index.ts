/**
 * The quote configuration area of the domain layer (runtime/domain/README.md; issue 20): instrument
 * bundles priced for the account (list, quantity breaks, contract prices), saved quotes, a
 * manager's discount request and its approval, the quote document and "make this the active
 * cart", on the cpq base. What the built-in blocks take through runtime/blocks.ts.
 */
export {
  APPROVAL_POLL_MS,
  approvalBadge,
  defaultSelection,
  discountVerdict,
  quoteLines,
  quoteTotals,
  sameSelection,
  selectionProblems,
  tierFor,
  unitPriceFor,
  withComponentQty,
  withInstrumentQty,
  type DiscountVerdict,
  type PriceSource,
  type QuoteLine,
  type QuoteLineKind,
  type QuoteTotals,
  type UnitPrice,
} from './cpqRules';
export {
  CPQ_SERVICE_YEARS,
  type CpqApprovalState,
  type CpqBundle,
  type CpqComponent,
  type CpqDiscount,
  type CpqQuote,
  type CpqSelection,
  type CpqServicePlan,
  type CpqServiceYears,
} from './cpqTypes';
export {
  useCpqBundles,
  useCpqQuote,
  useCpqQuotes,
  useCpqViewer,
  useRefreshCpqQuotes,
} from './useCpq';
export { useCpqActions } from './useCpqActions';
