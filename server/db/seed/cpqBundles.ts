import { DEMO_ACCOUNTS } from '../../shared/demo';
import type { CatalogueItem } from './catalogue';

/**
 * The quote configurator's CRM stand-in (issue 20; docs/decisions.md, "CPQ"): three instrument
 * bundles built from the catalogue's own instruments, spare parts, beads, buffers and 12-month
 * service plans; quantity breaks; and contract prices for two demo accounts. Items are found by
 * their (unique) catalogue titles, so the rows follow the generated catalogue deterministically.
 */

interface ComponentSeed {
  title: string;
  kind: 'option' | 'accessory' | 'starterKit';
  description: string;
  defaultQty: number;
  maxQty: number;
}

interface BundleSeed {
  id: string;
  name: string;
  summary: string;
  instrument: string;
  /** The service plans' model name in the catalogue ("Essential Service Plan, <model>, 12 months"). */
  planModel: string;
  components: ComponentSeed[];
}

const PLAN_LEVELS: [string, string][] = [
  [
    'Essential',
    'One preventive maintenance visit a year, parts and labour, next-business-day phone support.',
  ],
  [
    'Advantage',
    'Two preventive maintenance visits, parts, labour and travel, on-site within 3 business days.',
  ],
  [
    'Premier',
    'Two visits, a loaner laser module, on-site within 48 hours and annual application training.',
  ],
];

export const CPQ_BUNDLES: BundleSeed[] = [
  {
    id: 'bundle-aurion-3l',
    name: 'Aurion 3L flow cytometry bundle',
    summary: 'Three-laser, 14-colour benchtop analyzer with setup beads, fluidics and service.',
    instrument: 'Cellaris Aurion 3L Flow Cytometer',
    planModel: 'Aurion 3L',
    components: [
      {
        title: 'Laser Module 405 nm for Aurion',
        kind: 'option',
        description: 'Violet laser upgrade: six more colours for BV dyes.',
        defaultQty: 0,
        maxQty: 1,
      },
      {
        title: 'Plate Loader for Aurion',
        kind: 'option',
        description: '96- and 384-well plate acquisition with mixing.',
        defaultQty: 0,
        maxQty: 1,
      },
      {
        title: 'Fluidics Cart for Aurion',
        kind: 'accessory',
        description: 'Mobile cart with sheath and waste tanks.',
        defaultQty: 1,
        maxQty: 1,
      },
      {
        title: 'Sheath Filter for Aurion',
        kind: 'accessory',
        description: 'Replacement 0.22 µm sheath filter; change every six months.',
        defaultQty: 2,
        maxQty: 6,
      },
      {
        title: 'CS&T Setup Beads, 100 tests',
        kind: 'starterKit',
        description: 'Daily performance tracking of the cytometer.',
        defaultQty: 1,
        maxQty: 10,
      },
      {
        title: 'Compensation Beads, Anti-Mouse, 100 tests',
        kind: 'starterKit',
        description: 'Single-stain compensation controls.',
        defaultQty: 1,
        maxQty: 10,
      },
      {
        title: 'Sheath Fluid, 20 L',
        kind: 'starterKit',
        description: 'Ready-to-use sheath fluid for the first months.',
        defaultQty: 2,
        maxQty: 24,
      },
    ],
  },
  {
    id: 'bundle-aurion-5l',
    name: 'Aurion 5L spectral bundle',
    summary:
      'Five-laser full-spectrum analyzer for 40-colour panels, with spectral reference kits.',
    instrument: 'Cellaris Aurion 5L Spectral Flow Cytometer',
    planModel: 'Aurion 5L',
    components: [
      {
        title: 'Plate Loader for Aurion',
        kind: 'option',
        description: '96- and 384-well plate acquisition with mixing.',
        defaultQty: 0,
        maxQty: 1,
      },
      {
        title: 'Filter Set for Aurion',
        kind: 'option',
        description: 'Spare optical filter set for custom detection.',
        defaultQty: 0,
        maxQty: 2,
      },
      {
        title: 'Fluidics Cart for Aurion',
        kind: 'accessory',
        description: 'Mobile cart with sheath and waste tanks.',
        defaultQty: 1,
        maxQty: 1,
      },
      {
        title: 'Sheath Filter for Aurion',
        kind: 'accessory',
        description: 'Replacement 0.22 µm sheath filter; change every six months.',
        defaultQty: 2,
        maxQty: 6,
      },
      {
        title: 'Calibration Beads, 8-peak, 100 tests',
        kind: 'starterKit',
        description: 'Spectral unmixing reference and daily QC.',
        defaultQty: 1,
        maxQty: 10,
      },
      {
        title: 'Compensation Beads, Anti-Mouse, 100 tests',
        kind: 'starterKit',
        description: 'Single-stain reference controls.',
        defaultQty: 2,
        maxQty: 10,
      },
      {
        title: 'Sheath Fluid, 20 L',
        kind: 'starterKit',
        description: 'Ready-to-use sheath fluid for the first months.',
        defaultQty: 2,
        maxQty: 24,
      },
    ],
  },
  {
    id: 'bundle-sortera-4',
    name: 'Sortera 4-way cell sorting bundle',
    summary: 'Four-way, 70 µm sorter with aerosol management, nozzles, sort setup and service.',
    instrument: 'Cellaris Sortera 4-Way Cell Sorter',
    planModel: 'Sortera 4-Way',
    components: [
      {
        title: 'Nozzle 100 µm for Sortera',
        kind: 'option',
        description: 'Gentle sorting of large or fragile cells.',
        defaultQty: 0,
        maxQty: 2,
      },
      {
        title: 'Plate Loader for Sortera',
        kind: 'option',
        description: 'Index sorting into 96- and 384-well plates.',
        defaultQty: 0,
        maxQty: 1,
      },
      {
        title: 'Nozzle 70 µm for Sortera',
        kind: 'accessory',
        description: 'Spare high-speed nozzle.',
        defaultQty: 1,
        maxQty: 4,
      },
      {
        title: 'Sorting Setup Beads, 100 tests',
        kind: 'starterKit',
        description: 'Drop delay and side stream setup.',
        defaultQty: 1,
        maxQty: 10,
      },
      {
        title: 'Cell Sorting Buffer, 1 L',
        kind: 'starterKit',
        description: 'Low-clumping, Ca/Mg-free sorting buffer.',
        defaultQty: 2,
        maxQty: 20,
      },
    ],
  },
];

/** Quantity breaks per kind of line (percent off the list price from `minQty` units). */
const TIERS = {
  instrument: [
    { minQty: 2, percentOff: 3 },
    { minQty: 4, percentOff: 6 },
  ],
  starterKit: [
    { minQty: 5, percentOff: 8 },
    { minQty: 10, percentOff: 12 },
  ],
  // Instruments x years of cover: a 3-year term is 5 % less a year, 5 years 10 %.
  servicePlan: [
    { minQty: 3, percentOff: 5 },
    { minQty: 5, percentOff: 10 },
  ],
};

/** Contract prices: (account, catalogue title, fraction of the account's list price). */
const CONTRACTS: { accountId: string; contract: string; title: string; fraction: number }[] = [
  {
    accountId: DEMO_ACCOUNTS.main.id,
    contract: 'CT-2026-0142',
    title: 'Cellaris Aurion 3L Flow Cytometer',
    fraction: 0.92,
  },
  {
    accountId: DEMO_ACCOUNTS.main.id,
    contract: 'CT-2026-0142',
    title: 'Sheath Fluid, 20 L',
    fraction: 0.85,
  },
  {
    accountId: DEMO_ACCOUNTS.main.id,
    contract: 'CT-2026-0142',
    title: 'Advantage Service Plan, Aurion 3L, 12 months',
    fraction: 0.9,
  },
  {
    accountId: DEMO_ACCOUNTS.main.id,
    contract: 'CT-2026-0142',
    title: 'Cellaris Sortera 4-Way Cell Sorter',
    fraction: 0.95,
  },
  {
    accountId: DEMO_ACCOUNTS.sso.id,
    contract: 'CT-2026-0388',
    title: 'Cellaris Aurion 5L Spectral Flow Cytometer',
    fraction: 0.9,
  },
  {
    accountId: DEMO_ACCOUNTS.sso.id,
    contract: 'CT-2026-0388',
    title: 'Calibration Beads, 8-peak, 100 tests',
    fraction: 0.8,
  },
];

const CONTRACT_VALID_TO = '2027-06-30';

export interface CpqSeedRows {
  bundles: Record<string, unknown>[];
  components: Record<string, unknown>[];
  servicePlans: Record<string, unknown>[];
  tiers: Record<string, unknown>[];
  contracts: Record<string, unknown>[];
}

/** The CPQ rows for the generated catalogue; `currencyOf` gives each demo account's currency. */
export function cpqRows(
  items: readonly CatalogueItem[],
  prices: readonly Record<string, unknown>[],
  currencyOf: (accountId: string) => string,
): CpqSeedRows {
  const byTitle = new Map(items.map((item) => [item.title, item]));
  const itemOf = (title: string): CatalogueItem => {
    const item = byTitle.get(title);
    if (!item) throw new Error(`cpqRows: no catalogue item titled "${title}"`);
    return item;
  };
  const rows: CpqSeedRows = {
    bundles: [],
    components: [],
    servicePlans: [],
    tiers: [],
    contracts: [],
  };
  const tiered = new Set<string>();
  const addTiers = (itemId: string, tiers: { minQty: number; percentOff: number }[]) => {
    if (tiered.has(itemId)) return;
    tiered.add(itemId);
    for (const tier of tiers)
      rows.tiers.push({ item_id: itemId, min_qty: tier.minQty, percent_off: tier.percentOff });
  };
  CPQ_BUNDLES.forEach((bundle, bundleIndex) => {
    const instrument = itemOf(bundle.instrument);
    rows.bundles.push({
      id: bundle.id,
      name: bundle.name,
      summary: bundle.summary,
      instrument_item_id: instrument.item_id,
      max_instruments: 5,
      auto_approve_percent: 5,
      desk_approve_percent: 12,
      max_percent: 20,
      min_reason_length: 15,
      sort_order: bundleIndex + 1,
    });
    addTiers(instrument.item_id, TIERS.instrument);
    bundle.components.forEach((component, index) => {
      const item = itemOf(component.title);
      rows.components.push({
        id: `${bundle.id}-c${index + 1}`,
        bundle_id: bundle.id,
        item_id: item.item_id,
        kind: component.kind,
        description: component.description,
        default_qty: component.defaultQty,
        max_qty: component.maxQty,
        sort_order: index + 1,
      });
      if (component.kind === 'starterKit') addTiers(item.item_id, TIERS.starterKit);
    });
    PLAN_LEVELS.forEach(([level, description], index) => {
      const item = itemOf(`${level} Service Plan, ${bundle.planModel}, 12 months`);
      rows.servicePlans.push({
        id: `${bundle.id}-${level.toLowerCase()}`,
        bundle_id: bundle.id,
        item_id: item.item_id,
        level,
        description,
        sort_order: index + 1,
      });
      addTiers(item.item_id, TIERS.servicePlan);
    });
  });
  for (const contract of CONTRACTS) {
    const item = itemOf(contract.title);
    const currency = currencyOf(contract.accountId);
    const list = prices.find(
      (price) => price.item_id === item.item_id && price.currency === currency,
    );
    if (!list) throw new Error(`cpqRows: no ${currency} price for ${contract.title}`);
    rows.contracts.push({
      account_id: contract.accountId,
      item_id: item.item_id,
      contract_number: contract.contract,
      unit_price: Math.round(Number(list.unit_price) * contract.fraction * 100) / 100,
      valid_to: CONTRACT_VALID_TO,
    });
  }
  return rows;
}

const PLAN_LEVEL_ORDER = ['Essential', 'Advantage', 'Premier'];

/**
 * The generated catalogue prices each 12-month service plan at random, so an Essential plan
 * could cost more than a Premier one. Before the catalogue is written, the three levels of each
 * instrument model swap prices so that Essential < Advantage < Premier (the same prices, only
 * reassigned; every currency follows its USD price).
 */
export function orderServicePlanPrices(
  items: CatalogueItem[],
  prices: Record<string, unknown>[],
): void {
  const byModel = new Map<string, CatalogueItem[]>();
  for (const item of items) {
    const match = /^(Essential|Advantage|Premier) Service Plan, (.+), 12 months$/.exec(item.title);
    if (!match) continue;
    const model = match[2]!;
    byModel.set(model, [...(byModel.get(model) ?? []), item]);
  }
  for (const plans of byModel.values()) {
    if (plans.length !== PLAN_LEVEL_ORDER.length) continue;
    const level = (item: CatalogueItem) =>
      PLAN_LEVEL_ORDER.findIndex((name) => item.title.startsWith(name));
    const ordered = [...plans].sort((a, b) => level(a) - level(b));
    const snapshot = (item: CatalogueItem) =>
      prices.filter((price) => price.item_id === item.item_id).map((price) => ({ ...price }));
    const byPrice = [...plans]
      .sort((a, b) => a.price - b.price)
      .map((item) => ({ price: item.price, rows: snapshot(item) }));
    ordered.forEach((item, index) => {
      const source = byPrice[index]!;
      item.price = source.price;
      for (const row of prices) {
        if (row.item_id !== item.item_id) continue;
        const from = source.rows.find((candidate) => candidate.currency === row.currency);
        if (from) row.unit_price = from.unit_price;
      }
    });
  }
}
