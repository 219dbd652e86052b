import type {
  Availability,
  ConfiguratorProduct,
  ConfiguratorRules,
  InstrumentRuleSet,
  PanelRuleSet,
  PricedItem,
} from '../../../schemas/configurator/configuratorTypes';
import type { Db } from '../../shared/contracts';

type Row = Record<string, unknown>;

/** The currency the caller's account buys in (USD when it has none). */
export async function accountCurrency(db: Db, accountId: string | null): Promise<string> {
  if (!accountId) return 'USD';
  const [row] = await db.query<{ currency: string }>(
    'SELECT currency FROM accounts WHERE id = $1',
    [accountId],
  );
  return row?.currency ?? 'USD';
}

const PRICED_COLUMNS = `c.item_id, c.sku, c.title, COALESCE(p.unit_price, c.price) AS price,
  COALESCE(a.status, 'In stock') AS status, COALESCE(a.lead_days, 0) AS lead_days`;
const PRICED_JOINS = `LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = $1
  LEFT JOIN configurator_availability a ON a.item_id = c.item_id`;

function priced(row: Row, currency: string): PricedItem {
  return {
    itemId: String(row.item_id),
    sku: String(row.sku),
    title: String(row.title),
    price: Number(row.price),
    currency,
    availability: {
      status: String(row.status) as Availability['status'],
      leadDays: Number(row.lead_days),
    },
  };
}

/** The item the configurator opens for, or null when the catalogue has no such active item. */
async function productOf(db: Db, itemId: string): Promise<ConfiguratorProduct | null | 'none'> {
  const [row] = await db.query(
    `SELECT c.item_id, c.sku, c.title, c.configuration_requirement, p.kind, p.suggested_markers
       FROM catalog_items c LEFT JOIN configurator_products p ON p.item_id = c.item_id
      WHERE (c.item_id = $1 OR c.catalog_item_id = $1) AND c.active`,
    [itemId],
  );
  if (!row) return null;
  if (!row.kind) return 'none';
  return {
    itemId: String(row.item_id),
    sku: String(row.sku),
    title: String(row.title),
    kind: row.kind as ConfiguratorProduct['kind'],
    configurationRequirement: String(row.configuration_requirement ?? ''),
    suggestedMarkers: (row.suggested_markers as string[] | null) ?? [],
  };
}

/** The panel builder's rule data: every instrument with lasers, markers, dyes, overlaps, conjugates. */
export async function panelRuleSet(db: Db, currency: string): Promise<PanelRuleSet> {
  const instruments = await db.query(
    `SELECT ${PRICED_COLUMNS} FROM catalog_items c ${PRICED_JOINS}
      WHERE c.item_id IN (SELECT instrument_item_id FROM configurator_lasers) ORDER BY c.sort_order`,
    [currency],
  );
  const lasers = await db.query(
    'SELECT * FROM configurator_lasers ORDER BY instrument_item_id, wavelength_nm',
  );
  const detectors = await db.query(
    'SELECT * FROM configurator_detectors ORDER BY instrument_item_id, sort_order',
  );
  const markers = await db.query('SELECT * FROM configurator_markers ORDER BY sort_order');
  const fluorochromes = await db.query(
    'SELECT * FROM configurator_fluorochromes ORDER BY sort_order',
  );
  const overlaps = await db.query('SELECT * FROM configurator_overlaps ORDER BY 1, 2');
  const conjugates = await db.query(
    `SELECT j.marker, j.fluorochrome, ${PRICED_COLUMNS}
       FROM configurator_conjugates j JOIN catalog_items c ON c.item_id = j.item_id ${PRICED_JOINS}
      WHERE c.active ORDER BY j.marker, j.fluorochrome`,
    [currency],
  );
  return {
    instruments: instruments.map((row) => ({
      ...priced(row, currency),
      lasers: lasers
        .filter((laser) => laser.instrument_item_id === row.item_id)
        .map((laser) => ({ wavelengthNm: Number(laser.wavelength_nm), name: String(laser.name) })),
      detectors: detectors
        .filter((detector) => detector.instrument_item_id === row.item_id)
        .map((detector) => ({
          id: String(detector.detector_id),
          laserNm: Number(detector.laser_nm),
          centerNm: Number(detector.center_nm),
          widthNm: Number(detector.width_nm),
        })),
    })),
    markers: markers.map((row) => ({
      name: String(row.name),
      density: row.antigen_density as 'low' | 'medium' | 'high',
    })),
    fluorochromes: fluorochromes.map((row) => ({
      name: String(row.name),
      lasersNm: (row.lasers_nm as number[]).map(Number),
      detectionNm: Number(row.detection_nm),
      brightness: Number(row.brightness),
    })),
    overlaps: overlaps.map((row) => ({
      a: String(row.fluorochrome_a),
      b: String(row.fluorochrome_b),
      severity: row.severity as 'high' | 'moderate',
    })),
    conjugates: conjugates.map((row) => ({
      ...priced(row, currency),
      marker: String(row.marker),
      fluorochrome: String(row.fluorochrome),
    })),
  };
}

/** An instrument's options, accessories and service plans with their compatibility rules. */
export async function instrumentRuleSet(
  db: Db,
  instrumentItemId: string,
  currency: string,
): Promise<InstrumentRuleSet | null> {
  const [instrument] = await db.query(
    `SELECT ${PRICED_COLUMNS} FROM catalog_items c ${PRICED_JOINS} WHERE c.item_id = $2`,
    [currency, instrumentItemId],
  );
  if (!instrument) return null;
  const options = await db.query(
    `SELECT o.category, ${PRICED_COLUMNS}
       FROM configurator_options o JOIN catalog_items c ON c.item_id = o.option_item_id ${PRICED_JOINS}
      WHERE o.instrument_item_id = $2 AND c.active ORDER BY o.sort_order`,
    [currency, instrumentItemId],
  );
  const rules = await db.query(
    'SELECT * FROM configurator_option_rules WHERE instrument_item_id = $1 ORDER BY option_item_id, rule, target_item_id',
    [instrumentItemId],
  );
  return {
    instrument: priced(instrument, currency),
    options: options.map((row) => ({
      ...priced(row, currency),
      category: row.category as 'Option' | 'Accessory' | 'Service plan',
    })),
    rules: rules.map((row) => ({
      optionItemId: String(row.option_item_id),
      rule: row.rule as 'requires' | 'excludes',
      targetItemId: String(row.target_item_id),
      reason: String(row.reason),
    })),
  };
}

/**
 * The rules the configurator needs for `itemId` (null: the free panel builder); 'missing' for an
 * item the catalogue does not have, 'not-configurable' for one no configurator opens.
 */
export async function configuratorRules(
  db: Db,
  itemId: string | null,
  currency: string,
): Promise<ConfiguratorRules | 'missing' | 'not-configurable'> {
  const product = itemId ? await productOf(db, itemId) : null;
  if (itemId && product === null) return 'missing';
  if (product === 'none') return 'not-configurable';
  if (product?.kind === 'instrument') {
    return {
      product,
      panel: null,
      instrument: await instrumentRuleSet(db, product.itemId, currency),
    };
  }
  return { product, panel: await panelRuleSet(db, currency), instrument: null };
}
