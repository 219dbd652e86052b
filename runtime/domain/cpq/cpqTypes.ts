/**
 * The shapes of the quote configurator (CPQ, issue 20): shared with the CRM stand-in through
 * schemas/cpq, so the block reads exactly what the CRM answers.
 */
export type {
  CpqApprovalState,
  CpqBundle,
  CpqComponent,
  CpqComponentKind,
  CpqContractPrice,
  CpqDiscount,
  CpqDiscountPolicy,
  CpqDocumentFile,
  CpqPricedItem,
  CpqQuote,
  CpqSelection,
  CpqServicePlan,
  CpqServiceYears,
  CpqTier,
} from '../../../schemas/cpq/cpqTypes';
export { CPQ_SERVICE_YEARS } from '../../../schemas/cpq/cpqTypes';
