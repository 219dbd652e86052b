import type { Db } from '../../shared/contracts';
import { ofAnotherStorefrontSql } from './storefrontOfDomain';
import type {
  CpqBundle,
  CpqContractPrice,
  CpqPricedItem,
  CpqTier,
} from '../../../schemas/cpq/cpqTypes';

type Row = Record<string, unknown>;

/** The desk's own limit of a bundle, never sent to the customer (the simulated approver uses it). */
export interface BundleLimits {
  deskApprovePercent: number;
}

/**
 * The bundles as `accountId` sees them: list prices in the account's currency, the quantity
 * breaks of each item, and the account's contract prices still running. The pricing rules
 * (schemas/cpq/cpqPricing.ts) turn a selection of these into lines.
 *
 * With `storefrontId` only what that storefront sells is offered (the one definition in
 * records/storefrontOfDomain.ts): a bundle whose instrument another storefront sells is left
 * out, and so is an option, accessory or service plan of another storefront's catalogue. Without
 * it (a quote already saved: its document, its discount) every bundle is read as stored.
 */
export async function readBundles(
  db: Db,
  accountId: string,
  bundleId: string | null = null,
  storefrontId: string | null = null,
): Promise<(CpqBundle & BundleLimits)[]> {
  const [account] = await db.query<{ currency: string }>(
    'SELECT currency FROM accounts WHERE id = $1',
    [accountId],
  );
  const currency = account?.currency ?? 'USD';
  // An item of another storefront's catalogue is not offered here ($2: the storefront, or null).
  const offered = (column: string) =>
    `($2::text IS NULL OR NOT EXISTS (SELECT 1 FROM catalog_items c
        WHERE c.item_id = ${column} AND ${ofAnotherStorefrontSql('c', '$2')}))`;
  const bundles = await db.query<Row>(
    `SELECT * FROM cpq_bundles b WHERE active AND ($1::text IS NULL OR id = $1)
        AND ${offered('b.instrument_item_id')} ORDER BY sort_order`,
    [bundleId, storefrontId],
  );
  if (bundles.length === 0) return [];
  const ids = bundles.map((bundle) => String(bundle.id));
  const components = await db.query<Row>(
    `SELECT * FROM cpq_bundle_components o WHERE bundle_id = ANY($1::text[])
        AND ${offered('o.item_id')} ORDER BY sort_order`,
    [ids, storefrontId],
  );
  const plans = await db.query<Row>(
    `SELECT * FROM cpq_service_plans s WHERE bundle_id = ANY($1::text[])
        AND ${offered('s.item_id')} ORDER BY sort_order`,
    [ids, storefrontId],
  );
  const itemIds = [
    ...new Set([
      ...bundles.map((bundle) => String(bundle.instrument_item_id)),
      ...components.map((component) => String(component.item_id)),
      ...plans.map((plan) => String(plan.item_id)),
    ]),
  ];
  const items = await db.query<Row>(
    `SELECT c.item_id, c.sku, c.title, COALESCE(p.unit_price, c.price) AS list_price
       FROM catalog_items c
       LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = $2
      WHERE c.item_id = ANY($1::text[])`,
    [itemIds, currency],
  );
  const tiers = await db.query<Row>(
    'SELECT * FROM cpq_price_tiers WHERE item_id = ANY($1::text[]) ORDER BY min_qty',
    [itemIds],
  );
  const contracts = await db.query<Row>(
    `SELECT item_id, contract_number, unit_price, to_char(valid_to, 'YYYY-MM-DD') AS valid_to
       FROM cpq_contract_prices
      WHERE account_id = $1 AND item_id = ANY($2::text[]) AND valid_to >= CURRENT_DATE`,
    [accountId, itemIds],
  );
  const priced = (itemId: string): CpqPricedItem => {
    const item = items.find((row) => row.item_id === itemId);
    const contract = contracts.find((row) => row.item_id === itemId);
    return {
      itemId,
      sku: String(item?.sku ?? ''),
      title: String(item?.title ?? ''),
      listPrice: Number(item?.list_price ?? 0),
      tiers: tiers
        .filter((tier) => tier.item_id === itemId)
        .map((tier): CpqTier => ({
          minQty: Number(tier.min_qty),
          percentOff: Number(tier.percent_off),
        })),
      contract: contract
        ? ({
            contractNumber: String(contract.contract_number),
            unitPrice: Number(contract.unit_price),
            validTo: String(contract.valid_to),
          } satisfies CpqContractPrice)
        : null,
    };
  };
  return bundles.map((bundle) => ({
    id: String(bundle.id),
    name: String(bundle.name),
    summary: String(bundle.summary),
    currency,
    instrument: priced(String(bundle.instrument_item_id)),
    maxInstruments: Number(bundle.max_instruments),
    components: components
      .filter((component) => component.bundle_id === bundle.id)
      .map((component) => ({
        ...priced(String(component.item_id)),
        id: String(component.id),
        kind: component.kind as CpqBundle['components'][number]['kind'],
        description: String(component.description),
        defaultQty: Number(component.default_qty),
        maxQty: Number(component.max_qty),
      })),
    servicePlans: plans
      .filter((plan) => plan.bundle_id === bundle.id)
      .map((plan) => ({
        ...priced(String(plan.item_id)),
        id: String(plan.id),
        level: String(plan.level),
        description: String(plan.description),
      })),
    discountPolicy: {
      autoApprovePercent: Number(bundle.auto_approve_percent),
      maxPercent: Number(bundle.max_percent),
      minReasonLength: Number(bundle.min_reason_length),
    },
    deskApprovePercent: Number(bundle.desk_approve_percent),
  }));
}

/** A bundle without the desk's limit: what the customer's screen receives. */
export function publicBundle(bundle: CpqBundle & BundleLimits): CpqBundle {
  const { deskApprovePercent: _desk, ...rest } = bundle;
  void _desk;
  return rest;
}
