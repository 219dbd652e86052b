import type {
  CpqBundle,
  CpqDiscountPolicy,
  CpqPricedItem,
  CpqSelection,
  CpqTier,
} from './cpqTypes';
import { CPQ_SERVICE_YEARS } from './cpqTypes';

/**
 * The quote configurator's pricing rules (issue 20; docs/decisions.md, "CPQ"): pure functions
 * shared by the CRM stand-in, which stores the prices, and the `cpq` block, which shows them live.
 * Money is computed in whole cents and rounded half up per line, the way the CRM rounds a quote
 * line (ROUND(qty x unit x (1 - discount / 100), 2)), so the quote and the cart agree to the cent.
 */

/** Where a unit price comes from: the list, a quantity break or the account's contract. */
export type PriceSource = 'list' | 'tier' | 'contract';

/** What one unit costs and why: its list, tier and contract prices and the one charged. */
export interface UnitPrice {
  listPrice: number;
  /** The list price after the quantity break that applies, or the list price. */
  tierPrice: number;
  tier: CpqTier | null;
  contractPrice: number | null;
  /** The price charged: the lowest of the list, tier and contract prices. */
  unitPrice: number;
  source: PriceSource;
}

const cents = (amount: number): number => Math.round(amount * 100);
const fromCents = (amountCents: number): number => amountCents / 100;
/** Basis points of a percentage with up to two decimals (7.25 % -> 725). */
const basisPoints = (percent: number): number => Math.round(percent * 100);

/** `amount` less `percent` per cent, rounded half up to the cent. */
export function lessPercent(amount: number, percent: number): number {
  return fromCents(Math.round((cents(amount) * (10000 - basisPoints(percent))) / 10000));
}

/** The quantity break for `qty`: the tier with the highest minimum not above it, if any. */
export function tierFor(tiers: readonly CpqTier[], qty: number): CpqTier | null {
  let best: CpqTier | null = null;
  for (const tier of tiers) {
    if (qty >= tier.minQty && (!best || tier.minQty > best.minQty)) best = tier;
  }
  return best;
}

/**
 * What one unit costs at `qty`: the tier price when a break applies, the contract price when the
 * account has one, whichever is lower (ties go to the contract, the customer's own agreement).
 */
export function unitPriceFor(item: CpqPricedItem, qty: number): UnitPrice {
  const tier = tierFor(item.tiers, qty);
  const tierPrice = tier ? lessPercent(item.listPrice, tier.percentOff) : item.listPrice;
  const contractPrice = item.contract ? item.contract.unitPrice : null;
  let unitPrice = tierPrice;
  let source: PriceSource = tier ? 'tier' : 'list';
  if (contractPrice !== null && contractPrice <= unitPrice) {
    unitPrice = contractPrice;
    source = 'contract';
  }
  return { listPrice: item.listPrice, tierPrice, tier, contractPrice, unitPrice, source };
}

/** What a quote line is: the instrument, a component of the bundle or the service plan. */
export type QuoteLineKind = 'instrument' | 'option' | 'accessory' | 'starterKit' | 'servicePlan';

/** One priced line of a quote, as the cart will hold it. */
export interface QuoteLine extends UnitPrice {
  itemId: string;
  sku: string;
  title: string;
  kind: QuoteLineKind;
  qty: number;
  /** qty x list price. */
  listTotal: number;
  /** qty x the unit price, before any discount. */
  netTotal: number;
}

function line(
  item: CpqPricedItem,
  kind: QuoteLineKind,
  qty: number,
  title = item.title,
): QuoteLine {
  const price = unitPriceFor(item, qty);
  return {
    ...price,
    itemId: item.itemId,
    sku: item.sku,
    title,
    kind,
    qty,
    listTotal: fromCents(cents(item.listPrice) * qty),
    netTotal: fromCents(cents(price.unitPrice) * qty),
  };
}

/**
 * The lines of a selection: the instruments, each chosen component (per instrument: a quantity
 * of 2 on a 3-instrument quote is 6 units), and the service plan as instruments x years of annual
 * cover, so a longer term reaches the plan's quantity breaks. Unknown ids are skipped here;
 * `selectionProblems` names them.
 */
export function quoteLines(bundle: CpqBundle, selection: CpqSelection): QuoteLine[] {
  const instruments = Math.max(0, Math.floor(selection.instrumentQty));
  if (instruments === 0) return [];
  const lines = [line(bundle.instrument, 'instrument', instruments)];
  for (const component of bundle.components) {
    const perInstrument = Math.floor(selection.components[component.id] ?? 0);
    if (perInstrument > 0) lines.push(line(component, component.kind, perInstrument * instruments));
  }
  const plan = bundle.servicePlans.find((candidate) => candidate.id === selection.servicePlanId);
  if (plan) {
    const years = selection.serviceYears;
    lines.push(
      line(
        plan,
        'servicePlan',
        instruments * years,
        `${plan.title.replace(/, 12 months$/, '')}, ${years} ${years === 1 ? 'year' : 'years'}`,
      ),
    );
  }
  return lines;
}

/** The price breakdown of a quote: list, what contract prices and quantity breaks save, the discount and the total. */
export interface QuoteTotals {
  listTotal: number;
  contractSavings: number;
  tierSavings: number;
  /** The net price of every line before the discount. */
  subtotal: number;
  discountPercent: number;
  discountAmount: number;
  total: number;
}

/** The line's total with `discountPercent` off, rounded like the CRM rounds a quote line. */
export function discountedLineTotal(
  line: Pick<QuoteLine, 'qty' | 'unitPrice'>,
  discountPercent: number,
): number {
  return fromCents(
    Math.round((cents(line.unitPrice) * line.qty * (10000 - basisPoints(discountPercent))) / 10000),
  );
}

/** Totals of priced lines with a discount (per cent, applied to every line as the cart does). */
export function quoteTotals(lines: readonly QuoteLine[], discountPercent = 0): QuoteTotals {
  let listCents = 0;
  let contractCents = 0;
  let tierCents = 0;
  let subtotalCents = 0;
  let totalCents = 0;
  for (const each of lines) {
    listCents += cents(each.listTotal);
    const saved = cents(each.listTotal) - cents(each.netTotal);
    if (each.source === 'contract') contractCents += saved;
    if (each.source === 'tier') tierCents += saved;
    subtotalCents += cents(each.netTotal);
    totalCents += cents(discountedLineTotal(each, discountPercent));
  }
  return {
    listTotal: fromCents(listCents),
    contractSavings: fromCents(contractCents),
    tierSavings: fromCents(tierCents),
    subtotal: fromCents(subtotalCents),
    discountPercent,
    discountAmount: fromCents(subtotalCents - totalCents),
    total: fromCents(totalCents),
  };
}

/** Everything wrong with a selection for a bundle, each named so the customer can fix it; [] when it can be quoted. */
export function selectionProblems(bundle: CpqBundle, selection: CpqSelection): string[] {
  const problems: string[] = [];
  if (selection.bundleId !== bundle.id) problems.push('The selection is for another bundle.');
  const instruments = selection.instrumentQty;
  if (!Number.isInteger(instruments) || instruments < 1 || instruments > bundle.maxInstruments) {
    problems.push(`Choose between 1 and ${bundle.maxInstruments} instruments.`);
  }
  for (const [id, qty] of Object.entries(selection.components)) {
    const component = bundle.components.find((candidate) => candidate.id === id);
    if (!component) {
      problems.push(`Unknown option ${id}.`);
      continue;
    }
    if (!Number.isInteger(qty) || qty < 0 || qty > component.maxQty) {
      problems.push(`${component.title}: choose between 0 and ${component.maxQty} per instrument.`);
    }
  }
  if (
    selection.servicePlanId !== null &&
    !bundle.servicePlans.some((plan) => plan.id === selection.servicePlanId)
  ) {
    problems.push(`Unknown service plan ${selection.servicePlanId}.`);
  }
  if (!(CPQ_SERVICE_YEARS as readonly number[]).includes(selection.serviceYears)) {
    problems.push('A service plan runs for 1, 3 or 5 years.');
  }
  return problems;
}

/** The selection a bundle opens with: one instrument, its default components, the first plan for 3 years. */
export function defaultSelection(bundle: CpqBundle): CpqSelection {
  return {
    bundleId: bundle.id,
    instrumentQty: 1,
    components: Object.fromEntries(
      bundle.components
        .filter((component) => component.defaultQty > 0)
        .map((component) => [component.id, component.defaultQty]),
    ),
    servicePlanId: bundle.servicePlans[0]?.id ?? null,
    serviceYears: 3,
  };
}

/** Whether two selections quote the same thing (components at 0 count as not chosen). */
export function sameSelection(a: CpqSelection, b: CpqSelection): boolean {
  const chosen = (selection: CpqSelection) =>
    Object.entries(selection.components)
      .filter(([, qty]) => qty > 0)
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([id, qty]) => `${id}=${qty}`)
      .join('&');
  return (
    a.bundleId === b.bundleId &&
    a.instrumentQty === b.instrumentQty &&
    a.servicePlanId === b.servicePlanId &&
    (a.servicePlanId === null || a.serviceYears === b.serviceYears) &&
    chosen(a) === chosen(b)
  );
}

/** Whether a discount request may be made, and the state it starts in or why not. */
export type DiscountVerdict =
  { allowed: true; state: 'Approved' | 'Pending' } | { allowed: false; reason: string };

/**
 * Whether a discount request may be made and how it starts: only a manager may ask, with a
 * reason; up to the policy's automatic limit it is approved at once, above it the sales desk
 * decides (Pending), and above the maximum it cannot be requested here.
 */
export function discountVerdict(
  policy: CpqDiscountPolicy,
  request: { percent: number; reason: string; isManager: boolean },
): DiscountVerdict {
  if (!request.isManager)
    return { allowed: false, reason: 'Only a manager can request a discount.' };
  const { percent } = request;
  if (!Number.isFinite(percent) || percent <= 0)
    return { allowed: false, reason: 'Enter a discount above 0%.' };
  if (Math.round(percent * 100) !== percent * 100)
    return { allowed: false, reason: 'Use at most two decimals for the discount.' };
  if (percent > policy.maxPercent) {
    return {
      allowed: false,
      reason: `A discount above ${policy.maxPercent}% needs your Cellaris account executive.`,
    };
  }
  if (request.reason.trim().length < policy.minReasonLength) {
    return {
      allowed: false,
      reason: `Give a reason of at least ${policy.minReasonLength} characters.`,
    };
  }
  return { allowed: true, state: percent <= policy.autoApprovePercent ? 'Approved' : 'Pending' };
}
