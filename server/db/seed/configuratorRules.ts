import { MARKERS } from './catalogueData';
import type { CatalogueItem } from './catalogue';
import { createPrng } from './prng';

/**
 * The product configurator's rule data (issue 20, docs/decisions.md "Product configurator"): the
 * cytometers' lasers and detectors, markers with their antigen density, fluorochromes with the
 * lasers that excite them and their brightness, spectral overlap pairs, the catalogue's conjugates
 * (human antibodies by marker and fluorochrome), instrument options with requires/excludes rules
 * and the stock of every item a configuration can choose. Derived from the generated catalogue,
 * deterministically.
 */

type Row = Record<string, unknown>;

/** Laser lines of each cytometer (by the catalogue title's model) and their detectors. */
const DETECTORS: Record<number, [string, number, number][]> = {
  355: [
    ['UV1', 379, 28],
    ['UV2', 450, 50],
  ],
  405: [
    ['V1', 450, 50],
    ['V2', 525, 50],
    ['V3', 610, 20],
    ['V4', 710, 50],
  ],
  488: [
    ['B1', 530, 30],
    ['B2', 586, 42],
    ['B3', 695, 40],
    ['B4', 780, 60],
  ],
  561: [
    ['YG1', 586, 15],
    ['YG2', 610, 20],
    ['YG3', 780, 60],
  ],
  640: [
    ['R1', 670, 30],
    ['R2', 780, 60],
  ],
};
const LASER_NAMES: Record<number, string> = {
  355: 'Ultraviolet 355 nm',
  405: 'Violet 405 nm',
  488: 'Blue 488 nm',
  561: 'Yellow-green 561 nm',
  640: 'Red 640 nm',
};
/** Per model: its lasers, and detectors it lacks (the imaging cytometer reads 12 channels). */
const MODELS: [string, number[], string[]][] = [
  ['Aurion 3L', [405, 488, 640], []],
  ['Aurion 4L', [405, 488, 561, 640], []],
  ['Aurion 5L', [355, 405, 488, 561, 640], []],
  ['Sortera 4-Way', [488, 640], []],
  ['Sortera 6-Way', [405, 488, 561, 640], []],
  ['Lumora', [405, 488, 640], ['V3', 'V4', 'B4', 'R2']],
];

/** name, lasers that excite it, wavelength read at, brightness 1-5 (catalogue fluorochromes). */
export const CONFIGURATOR_FLUOROCHROMES: [string, number[], number, number][] = [
  ['BV421', [405], 450, 5],
  ['Pacific Blue', [405], 455, 1],
  ['BV510', [405], 525, 2],
  ['BV605', [405], 610, 4],
  ['BV711', [405], 710, 3],
  ['FITC', [488], 530, 3],
  ['Alexa Fluor 488', [488], 530, 3],
  ['PE', [488, 561], 586, 5],
  ['PE-Dazzle 594', [488, 561], 610, 4],
  ['PerCP-Cy5.5', [488], 695, 2],
  ['PE-Cy7', [488, 561], 780, 4],
  ['APC', [640], 670, 4],
  ['Alexa Fluor 647', [640], 670, 4],
  ['APC-Cy7', [640], 780, 2],
];

/** Pairs whose emission spills into each other's detector. */
export const CONFIGURATOR_OVERLAPS: [string, string, 'high' | 'moderate'][] = [
  ['PE', 'PE-Dazzle 594', 'high'],
  ['BV421', 'Pacific Blue', 'high'],
  ['APC', 'PerCP-Cy5.5', 'moderate'],
  ['BV605', 'PE-Dazzle 594', 'moderate'],
  ['BV711', 'PerCP-Cy5.5', 'moderate'],
  ['APC-Cy7', 'PE-Cy7', 'moderate'],
  ['FITC', 'PE', 'moderate'],
  ['Alexa Fluor 488', 'PE', 'moderate'],
  ['BV510', 'FITC', 'moderate'],
];

const LOW = new Set([
  'CD25',
  'CD127',
  'FoxP3',
  'CD69',
  'PD-1',
  'CCR7',
  'CD34',
  'CD80',
  'CD86',
  'CXCR3',
  'CXCR5',
  'PD-L1',
  'IFN-gamma',
  'IL-2',
  'IL-17A',
  'TNF-alpha',
]);
const HIGH = new Set([
  'CD3',
  'CD4',
  'CD8a',
  'CD45',
  'CD20',
  'CD14',
  'CD45RA',
  'HLA-DR',
  'CD11b',
  'CD44',
]);

/** The markers of each panel kit family the builder starts from. */
const PANEL_KITS: [string, string[]][] = [
  ['B Cell Panel Kit', ['CD19', 'CD20', 'CD27', 'CD38']],
  ['NK Cell Panel Kit', ['CD3', 'CD16', 'CD56', 'CD69']],
  ['T Cell Activation Kit', ['CD3', 'CD4', 'CD8a', 'CD69', 'CD25']],
  ['Treg Phenotyping Kit', ['CD4', 'CD25', 'CD127', 'FoxP3']],
];

/** Options of an instrument family: part title prefixes with their category. */
const OPTION_PARTS: [string, 'Option' | 'Accessory'][] = [
  ['Laser Module 405 nm', 'Option'],
  ['Laser Module 561 nm', 'Option'],
  ['Plate Loader', 'Option'],
  ['Sample Injection Probe', 'Accessory'],
  ['Filter Set', 'Accessory'],
  ['Fluidics Cart', 'Accessory'],
  ['Sheath Filter', 'Accessory'],
  ['Nozzle 70 µm', 'Accessory'],
  ['Nozzle 100 µm', 'Accessory'],
];

/** Compatibility rules by part title prefix: option, rule, target, reason. */
const OPTION_RULES: [string, 'requires' | 'excludes', string, string][] = [
  [
    'Plate Loader',
    'requires',
    'Sample Injection Probe',
    'the loader feeds plates through the injection probe.',
  ],
  [
    'Laser Module 561 nm',
    'requires',
    'Filter Set',
    'the yellow-green laser needs its own bandpass filters.',
  ],
  [
    'Fluidics Cart',
    'requires',
    'Sheath Filter',
    'the cart supplies sheath fluid only through a 0.22 µm filter.',
  ],
  [
    'Nozzle 70 µm',
    'excludes',
    'Nozzle 100 µm',
    'the sorter ships calibrated for one default nozzle; order the other as a spare.',
  ],
  [
    'Essential Service Plan',
    'excludes',
    'Advantage Service Plan',
    'an instrument has one service plan.',
  ],
  [
    'Essential Service Plan',
    'excludes',
    'Premier Service Plan',
    'an instrument has one service plan.',
  ],
  [
    'Advantage Service Plan',
    'excludes',
    'Premier Service Plan',
    'an instrument has one service plan.',
  ],
];

const modelOf = (title: string) => MODELS.find(([model]) => title.includes(`Cellaris ${model}`));
const familyOf = (model: string) => model.split(' ')[0]!;

/** Every configurator table's rows, from the catalogue. */
export function configuratorRuleRows(items: readonly CatalogueItem[]): Record<string, Row[]> {
  const rng = createPrng(2026_1125);
  const instruments = items.filter(
    (item) => item.catalog_id === 'ecat-cytometry' && item.item_group === 'Instruments',
  );
  const products: Row[] = [];
  const lasers: Row[] = [];
  const detectors: Row[] = [];
  const options: Row[] = [];
  const optionRules: Row[] = [];
  const chooseable = new Set<string>();
  for (const instrument of instruments) {
    const model = modelOf(instrument.title);
    if (!model) continue;
    const [name, laserLines, missing] = model;
    products.push({ item_id: instrument.item_id, kind: 'instrument', suggested_markers: [] });
    chooseable.add(instrument.item_id);
    let order = 0;
    for (const nm of laserLines) {
      lasers.push({
        instrument_item_id: instrument.item_id,
        wavelength_nm: nm,
        name: LASER_NAMES[nm],
      });
      for (const [id, center, width] of DETECTORS[nm] ?? []) {
        if (missing.includes(id)) continue;
        detectors.push({
          instrument_item_id: instrument.item_id,
          detector_id: id,
          laser_nm: nm,
          center_nm: center,
          width_nm: width,
          sort_order: ++order,
        });
      }
    }
    const family = familyOf(name);
    const byPrefix = new Map<string, string>();
    let sort = 0;
    for (const [prefix, category] of OPTION_PARTS) {
      const part = items.find((item) => item.title === `${prefix} for ${family}`);
      if (!part) continue;
      byPrefix.set(prefix, part.item_id);
      options.push({
        instrument_item_id: instrument.item_id,
        option_item_id: part.item_id,
        category,
        sort_order: ++sort,
      });
    }
    for (const plan of ['Essential', 'Advantage', 'Premier']) {
      const service = items.find(
        (item) => item.title === `${plan} Service Plan, ${name}, 12 months`,
      );
      if (!service) continue;
      byPrefix.set(`${plan} Service Plan`, service.item_id);
      options.push({
        instrument_item_id: instrument.item_id,
        option_item_id: service.item_id,
        category: 'Service plan',
        sort_order: ++sort,
      });
    }
    for (const [option, rule, target, reason] of OPTION_RULES) {
      const optionId = byPrefix.get(option);
      const targetId = byPrefix.get(target);
      if (optionId && targetId)
        optionRules.push({
          instrument_item_id: instrument.item_id,
          option_item_id: optionId,
          rule,
          target_item_id: targetId,
          reason,
        });
    }
    for (const id of byPrefix.values()) chooseable.add(id);
  }
  for (const [prefix, markers] of PANEL_KITS) {
    for (const kit of items.filter((item) => item.title.startsWith(`${prefix},`)))
      products.push({ item_id: kit.item_id, kind: 'panel', suggested_markers: markers });
  }
  const fluorochromeNames = new Set(CONFIGURATOR_FLUOROCHROMES.map(([name]) => name));
  const conjugates = new Map<string, Row>();
  for (const item of items) {
    if (item.item_group !== 'Antibodies' || item.attributes.species !== 'Human') continue;
    const fluorochrome = item.attributes.fluorochrome ?? '';
    const marker = MARKERS.find((name) => item.title.startsWith(`${name} Monoclonal`));
    if (!marker || !fluorochromeNames.has(fluorochrome)) continue;
    const key = `${marker}|${fluorochrome}`;
    if (conjugates.has(key)) continue;
    conjugates.set(key, { marker, fluorochrome, item_id: item.item_id });
    chooseable.add(item.item_id);
  }
  const availability = [...chooseable].sort().map((itemId) => {
    const roll = rng.int(1, 20);
    return roll <= 14
      ? { item_id: itemId, status: 'In stock', lead_days: 0 }
      : roll <= 17
        ? { item_id: itemId, status: 'Low stock', lead_days: rng.int(2, 5) }
        : { item_id: itemId, status: 'Made to order', lead_days: rng.int(10, 28) };
  });
  return {
    configurator_products: products,
    configurator_lasers: lasers,
    configurator_detectors: detectors,
    configurator_markers: MARKERS.map((name, index) => ({
      name,
      antigen_density: LOW.has(name) ? 'low' : HIGH.has(name) ? 'high' : 'medium',
      sort_order: index + 1,
    })),
    configurator_fluorochromes: CONFIGURATOR_FLUOROCHROMES.map(
      ([name, lasersNm, detection, brightness], index) => ({
        name,
        lasers_nm: lasersNm,
        detection_nm: detection,
        brightness,
        sort_order: index + 1,
      }),
    ),
    configurator_overlaps: CONFIGURATOR_OVERLAPS.map(([a, b, severity]) => {
      const [first, second] = [a, b].sort();
      return { fluorochrome_a: first, fluorochrome_b: second, severity };
    }),
    configurator_conjugates: [...conjugates.values()],
    configurator_availability: availability,
    configurator_options: options,
    configurator_option_rules: optionRules,
  };
}
