/**
 * The shapes of the quote configurator (CPQ, issue 20) that the CRM stand-in answers with and the
 * `cpq` block reads. Shared by server/ and the runtime (the pricing rules run on both sides, so
 * the figures a customer sees are the figures the CRM stores). docs/decisions.md, "CPQ".
 */

/** A quantity break: from `minQty` units the list price is `percentOff` lower. */
export interface CpqTier {
  minQty: number;
  percentOff: number;
}

/** The account's negotiated price of an item (a fixed unit price under a contract). */
export interface CpqContractPrice {
  contractNumber: string;
  unitPrice: number;
  validTo: string;
}

/** A catalogue item with everything that prices it for the caller's account. */
export interface CpqPricedItem {
  itemId: string;
  sku: string;
  title: string;
  listPrice: number;
  tiers: CpqTier[];
  contract: CpqContractPrice | null;
}

export type CpqComponentKind = 'option' | 'accessory' | 'starterKit';

/** An option, accessory or consumable starter kit of a bundle, chosen 0..maxQty per instrument quote. */
export interface CpqComponent extends CpqPricedItem {
  id: string;
  kind: CpqComponentKind;
  description: string;
  defaultQty: number;
  maxQty: number;
}

/** A service plan level; its price is per instrument and year (quantity = instruments x years). */
export interface CpqServicePlan extends CpqPricedItem {
  id: string;
  level: string;
  description: string;
}

/** How far a manager may discount a bundle: approved at once up to `autoApprovePercent`, never above `maxPercent`. */
export interface CpqDiscountPolicy {
  autoApprovePercent: number;
  maxPercent: number;
  minReasonLength: number;
}

/** An instrument bundle priced for one account: the instrument, its components, plans and discount policy. */
export interface CpqBundle {
  id: string;
  name: string;
  summary: string;
  currency: string;
  instrument: CpqPricedItem;
  maxInstruments: number;
  components: CpqComponent[];
  servicePlans: CpqServicePlan[];
  discountPolicy: CpqDiscountPolicy;
}

/** The service plan terms on offer, in years. */
export const CPQ_SERVICE_YEARS = [1, 3, 5] as const;
/** A service plan term in years (1, 3 or 5). */
export type CpqServiceYears = (typeof CPQ_SERVICE_YEARS)[number];

/** What the customer chose: the bundle, how many instruments, each component's quantity and the plan. */
export interface CpqSelection {
  bundleId: string;
  instrumentQty: number;
  /** Component id -> quantity (absent or 0: not chosen). */
  components: Record<string, number>;
  servicePlanId: string | null;
  serviceYears: CpqServiceYears;
}

/** Where a discount's approval stands: none asked, waiting for the sales desk, or decided. */
export type CpqApprovalState = 'None' | 'Pending' | 'Approved' | 'Rejected';

/** The discount on a saved quote and where its approval stands. */
export interface CpqDiscount {
  percent: number;
  reason: string | null;
  state: CpqApprovalState;
  requestedBy: string | null;
  requestedAt: string | null;
  decidedAt: string | null;
  note: string | null;
}

/** A saved CPQ quote of the caller's account (a quote record with lines, like a cart). */
export interface CpqQuote {
  quoteId: string;
  quoteNumber: string;
  name: string;
  status: string;
  isActive: boolean;
  currency: string;
  validUntil: string;
  createdAt: string;
  updatedAt: string;
  selection: CpqSelection;
  discount: CpqDiscount;
  /** What the stored lines total (the approved discount applied), as the cart will show it. */
  total: number;
}

/** A generated document as the CRM hands it over. */
export interface CpqDocumentFile {
  fileName: string;
  contentType: string;
  base64: string;
}
