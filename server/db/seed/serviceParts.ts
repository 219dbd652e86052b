/**
 * Issue 19's CRM world: the demo accounts' installed base (flow cytometers, sorters, sequencers),
 * a parts catalogue (hand-written parts for the demo models plus several hundred generated ones),
 * superseded / substitute / related relations, kits, part drawings and exploded views, and one
 * service quote per demo manager. Deterministic: a seeded PRNG and the seed clock.
 */
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USERS } from '../../shared/demo';
import { seedTime } from './clock';
import { base64OfText, explodedViewSvg, partPhotoSvg, type Callout } from './partDrawings';
import { createPrng } from './prng';

type Row = Record<string, unknown>;

/** The instrument models of the installed base. */
export const INSTRUMENT_MODELS = {
  AUR3L: { name: 'Aurion 3L Flow Cytometer', line: 'Flow cytometer', family: 'aurion' },
  AUR4L: { name: 'Aurion 4L Flow Cytometer', line: 'Flow cytometer', family: 'aurion' },
  AUR5L: { name: 'Aurion 5L Spectral Flow Cytometer', line: 'Flow cytometer', family: 'aurion' },
  SRT4W: { name: 'Sortera 4-Way Cell Sorter', line: 'Cell sorter', family: 'sortera' },
  LUM12: { name: 'Lumora Imaging Cytometer', line: 'Flow cytometer', family: 'lumora' },
  HSQ1K: { name: 'HelixSeq 1000 Sequencer', line: 'Sequencer', family: 'helixseq' },
  HSQ2K: { name: 'HelixSeq 2000 Sequencer', line: 'Sequencer', family: 'helixseq' },
  HSQX: { name: 'HelixSeq X Sequencer', line: 'Sequencer', family: 'helixseq' },
} as const;
export type ModelCode = keyof typeof INSTRUMENT_MODELS;
type Family = (typeof INSTRUMENT_MODELS)[ModelCode]['family'];

const FAMILY_MODELS: Record<Family, ModelCode[]> = {
  aurion: ['AUR3L', 'AUR4L', 'AUR5L'],
  sortera: ['SRT4W'],
  lumora: ['LUM12'],
  helixseq: ['HSQ1K', 'HSQ2K', 'HSQX'],
};
const FAMILY_TITLES: Record<Family, string> = {
  aurion: 'Aurion optical bench and fluidics: exploded view',
  sortera: 'Sortera sort head and fluidics: exploded view',
  lumora: 'Lumora imaging module: exploded view',
  helixseq: 'HelixSeq flow cell stage and optics: exploded view',
};

export const PART_CATEGORIES = [
  'Lasers & optics',
  'Fluidics',
  'Filters',
  'Flow cells & nozzles',
  'Detectors & electronics',
  'Sample handling',
  'Power & cables',
  'Maintenance kits',
  'Consumable parts',
] as const;

/** The parts catalogue: not sold through the storefront catalogues (no storefront_catalogs row). */
export const SERVICE_CATALOG_GROUP = { id: 'cg-service', name: 'Service' };
export const SERVICE_CATALOG = {
  id: 'ecat-service-parts',
  name: 'Service Parts',
  slug: 'service-parts',
  catalog_group_id: SERVICE_CATALOG_GROUP.id,
  description: 'Genuine spare parts, kits and maintenance items for Cellaris instruments.',
  default_page_size: 24,
  active: true,
};

interface PartDraft {
  partNumber: string;
  title: string;
  description: string;
  category: (typeof PART_CATEGORIES)[number];
  models: readonly ModelCode[];
  price: number;
  availability?: 'In stock' | 'Limited stock' | 'Backordered' | 'Obsolete';
  kit?: boolean;
  callout?: number;
}

/** Hand-written parts of the demo models; a callout places the part on its family's exploded view. */
const AURION: readonly ModelCode[] = FAMILY_MODELS.aurion;
const HELIX: readonly ModelCode[] = FAMILY_MODELS.helixseq;
const HAND_WRITTEN: readonly PartDraft[] = [
  {
    partNumber: 'AUR-LM488-01',
    title: 'Laser Module 488 nm, 50 mW',
    description:
      'Blue laser module for Aurion analyzers (first generation). Replaced by AUR-LM488-02.',
    category: 'Lasers & optics',
    models: AURION,
    price: 9850,
    availability: 'Obsolete',
    callout: 1,
  },
  {
    partNumber: 'AUR-LM488-02',
    title: 'Laser Module 488 nm, 60 mW',
    description:
      'Blue laser module with fibre coupling and thermal control; drop-in replacement for AUR-LM488-01.',
    category: 'Lasers & optics',
    models: AURION,
    price: 10450,
    callout: 1,
  },
  {
    partNumber: 'AUR-LM405-02',
    title: 'Laser Module 405 nm, 100 mW',
    description: 'Violet laser module for Aurion analyzers.',
    category: 'Lasers & optics',
    models: AURION,
    price: 11200,
    availability: 'Limited stock',
    callout: 2,
  },
  {
    partNumber: 'AUR-FC-100',
    title: 'Flow Cell Assembly, quartz',
    description: 'Quartz cuvette flow cell with gel-coupled optics, pre-aligned.',
    category: 'Flow cells & nozzles',
    models: AURION,
    price: 6400,
    callout: 3,
  },
  {
    partNumber: 'AUR-SIP-01',
    title: 'Sample Injection Probe',
    description: 'Sample injection probe with PEEK tip for tubes and plates.',
    category: 'Sample handling',
    models: AURION,
    price: 480,
    callout: 4,
  },
  {
    partNumber: 'AUR-SIP-01S',
    title: 'Sample Injection Probe, stainless steel',
    description: 'Stainless-steel probe for high-throughput plate work; substitute for AUR-SIP-01.',
    category: 'Sample handling',
    models: AURION,
    price: 560,
  },
  {
    partNumber: 'AUR-FLT-530',
    title: 'Bandpass Filter 530/30',
    description: 'Hard-coated bandpass filter for the FITC / GFP channel.',
    category: 'Filters',
    models: AURION,
    price: 395,
    callout: 5,
  },
  {
    partNumber: 'AUR-SHF-02',
    title: 'Sheath Filter 0.2 µm',
    description: 'In-line sheath filter capsule; replace every six months.',
    category: 'Consumable parts',
    models: AURION,
    price: 145,
    callout: 6,
  },
  {
    partNumber: 'AUR-TUB-SET',
    title: 'Fluidics Tubing Set',
    description: 'Complete sheath and waste tubing set with fittings.',
    category: 'Fluidics',
    models: AURION,
    price: 310,
    callout: 7,
  },
  {
    partNumber: 'AUR-ORS-12',
    title: 'O-Ring Set (12 pieces)',
    description: 'Fluorocarbon O-rings for the fluidics manifold.',
    category: 'Consumable parts',
    models: AURION,
    price: 58,
    callout: 8,
  },
  {
    partNumber: 'AUR-PMT-01',
    title: 'Photomultiplier Detector Module',
    description: 'Low-noise PMT detector module with pre-amplifier.',
    category: 'Detectors & electronics',
    models: AURION,
    price: 3900,
    availability: 'Backordered',
    callout: 9,
  },
  {
    partNumber: 'AUR-PWR-24',
    title: 'Power Supply 24 V',
    description: 'Main power supply unit, 24 V DC, 400 W.',
    category: 'Power & cables',
    models: AURION,
    price: 860,
    callout: 10,
  },
  {
    partNumber: 'AUR-PM-KIT',
    title: 'Aurion Preventive Maintenance Kit',
    description: 'Six-monthly maintenance kit: sheath filter, tubing set and O-rings.',
    category: 'Maintenance kits',
    models: AURION,
    price: 640,
    kit: true,
  },
  {
    partNumber: 'SRT-NZ70-01',
    title: 'Nozzle 70 µm',
    description: 'Stainless sort nozzle, 70 µm (first generation). Replaced by SRT-NZ70-02.',
    category: 'Flow cells & nozzles',
    models: ['SRT4W'],
    price: 890,
    availability: 'Obsolete',
    callout: 1,
  },
  {
    partNumber: 'SRT-NZ70-02',
    title: 'Nozzle 70 µm, ceramic',
    description: 'Ceramic sort nozzle, 70 µm, with improved drop stability.',
    category: 'Flow cells & nozzles',
    models: ['SRT4W'],
    price: 940,
    callout: 1,
  },
  {
    partNumber: 'SRT-NZ100-02',
    title: 'Nozzle 100 µm, ceramic',
    description: 'Ceramic sort nozzle, 100 µm, for large or fragile cells.',
    category: 'Flow cells & nozzles',
    models: ['SRT4W'],
    price: 940,
    callout: 2,
  },
  {
    partNumber: 'SRT-DEF-PL',
    title: 'Deflection Plate Pair',
    description: 'Charged deflection plates for four-way sorting.',
    category: 'Detectors & electronics',
    models: ['SRT4W'],
    price: 2150,
    callout: 3,
  },
  {
    partNumber: 'SRT-AMS-FLT',
    title: 'Aerosol Management Filter',
    description: 'ULPA filter for the aerosol management system.',
    category: 'Filters',
    models: ['SRT4W'],
    price: 265,
    callout: 4,
  },
  {
    partNumber: 'SRT-PM-KIT',
    title: 'Sortera Maintenance Kit',
    description: 'Quarterly kit: aerosol filter, nozzle O-rings and sheath filter.',
    category: 'Maintenance kits',
    models: ['SRT4W'],
    price: 720,
    kit: true,
  },
  {
    partNumber: 'LUM-OBJ60',
    title: 'Objective 60x, water immersion',
    description: 'High-NA 60x objective for the Lumora imaging module.',
    category: 'Lasers & optics',
    models: ['LUM12'],
    price: 7300,
    callout: 1,
  },
  {
    partNumber: 'LUM-CAM-01',
    title: 'TDI Camera Module',
    description: 'Time-delay-integration camera for 12-channel imaging.',
    category: 'Detectors & electronics',
    models: ['LUM12'],
    price: 18400,
    availability: 'Limited stock',
    callout: 2,
  },
  {
    partNumber: 'HSQ-FCH-01',
    title: 'Flow Cell Holder',
    description: 'Vacuum flow cell holder with alignment pins.',
    category: 'Flow cells & nozzles',
    models: HELIX,
    price: 1250,
    callout: 1,
  },
  {
    partNumber: 'HSQ-PMP-01',
    title: 'Reagent Pump Module',
    description: 'Syringe pump module (first generation). Replaced by HSQ-PMP-02.',
    category: 'Fluidics',
    models: HELIX,
    price: 4200,
    availability: 'Obsolete',
    callout: 2,
  },
  {
    partNumber: 'HSQ-PMP-02',
    title: 'Reagent Pump Module, rev. B',
    description: 'Syringe pump module with ceramic valve; replaces HSQ-PMP-01.',
    category: 'Fluidics',
    models: HELIX,
    price: 4450,
    callout: 2,
  },
  {
    partNumber: 'HSQ-CAM-01',
    title: 'Imaging Camera Module',
    description: 'Four-channel sCMOS camera module.',
    category: 'Detectors & electronics',
    models: HELIX,
    price: 15800,
    callout: 3,
  },
  {
    partNumber: 'HSQ-ILL-01',
    title: 'Illumination LED Module',
    description: 'High-power LED illumination for two-colour chemistry.',
    category: 'Lasers & optics',
    models: HELIX,
    price: 2650,
    callout: 4,
  },
  {
    partNumber: 'HSQ-FAN-01',
    title: 'Cooling Fan Assembly',
    description: 'Fan tray for the optics compartment.',
    category: 'Power & cables',
    models: HELIX,
    price: 330,
    callout: 5,
  },
  {
    partNumber: 'HSQ-ZSTG-01',
    title: 'Z-Stage Assembly',
    description: 'Piezo focus stage for the flow cell.',
    category: 'Detectors & electronics',
    models: HELIX,
    price: 5200,
    callout: 6,
  },
  {
    partNumber: 'HSQ-PM-KIT',
    title: 'HelixSeq Annual Maintenance Kit',
    description: 'Annual kit: fan filter, fluidics seals and wash cartridge.',
    category: 'Maintenance kits',
    models: HELIX,
    price: 980,
    kit: true,
  },
];

/** Relations of the hand-written parts: [part, related part, relation, note]. */
const HAND_RELATIONS: readonly [string, string, 'Superseded' | 'Substitute' | 'Related', string][] =
  [
    [
      'AUR-LM488-01',
      'AUR-LM488-02',
      'Superseded',
      'Drop-in replacement; same mounting and connector.',
    ],
    ['SRT-NZ70-01', 'SRT-NZ70-02', 'Superseded', 'Ceramic nozzle replaces the stainless one.'],
    ['HSQ-PMP-01', 'HSQ-PMP-02', 'Superseded', 'Rev. B pump; firmware 4.2 or later required.'],
    ['AUR-SIP-01', 'AUR-SIP-01S', 'Substitute', 'Stainless probe for plate-heavy work.'],
    ['AUR-SIP-01S', 'AUR-SIP-01', 'Substitute', 'PEEK probe for general use.'],
    ['SRT-NZ70-02', 'SRT-NZ100-02', 'Related', 'Larger nozzle for fragile cells.'],
    ['AUR-FC-100', 'AUR-ORS-12', 'Related', 'Replace the O-rings when changing the flow cell.'],
    ['AUR-LM488-02', 'AUR-FLT-530', 'Related', 'Filter of the 488 nm FITC channel.'],
    ['AUR-SHF-02', 'AUR-TUB-SET', 'Related', 'Often replaced together.'],
    ['HSQ-PMP-02', 'HSQ-FCH-01', 'Related', 'Check the holder seal after a pump change.'],
  ];

/** Kit contents: [kit, component, qty]. */
const HAND_KITS: readonly [string, string, number][] = [
  ['AUR-PM-KIT', 'AUR-SHF-02', 1],
  ['AUR-PM-KIT', 'AUR-TUB-SET', 1],
  ['AUR-PM-KIT', 'AUR-ORS-12', 2],
  ['SRT-PM-KIT', 'SRT-AMS-FLT', 1],
  ['HSQ-PM-KIT', 'HSQ-FAN-01', 1],
];

const GENERATED_COMPONENTS: Record<(typeof PART_CATEGORIES)[number], readonly string[]> = {
  'Lasers & optics': [
    'Dichroic Mirror',
    'Beam Expander',
    'Focusing Lens',
    'Fibre Coupler',
    'Mirror Mount',
    'Prism Assembly',
  ],
  Fluidics: [
    'Solenoid Valve',
    'Pinch Valve',
    'Pressure Sensor',
    'Sheath Pump',
    'Manifold Block',
    'Bubble Trap',
  ],
  Filters: [
    'Longpass Filter',
    'Shortpass Filter',
    'Neutral Density Filter',
    'Bandpass Filter',
    'Air Intake Filter',
  ],
  'Flow cells & nozzles': ['Cuvette Gasket', 'Nozzle Holder', 'Flow Cell Clamp', 'Nozzle Seal'],
  'Detectors & electronics': [
    'Detector Board',
    'ADC Board',
    'Controller Board',
    'Temperature Sensor',
    'Interlock Switch',
    'Stepper Driver',
  ],
  'Sample handling': [
    'Tube Holder',
    'Plate Carrier',
    'Probe Wash Station',
    'Agitator Motor',
    'Barcode Reader',
  ],
  'Power & cables': ['Signal Cable', 'USB Interface Cable', 'Mains Cable', 'Fuse Set', 'Fan Tray'],
  'Maintenance kits': ['Seal Kit', 'Cleaning Kit', 'Calibration Kit'],
  'Consumable parts': [
    'Waste Container Cap',
    'Sheath Tank Seal',
    'Check Valve',
    'Tubing Connector Set',
    'Filter Cartridge',
  ],
};
const CATEGORY_CODES: Record<(typeof PART_CATEGORIES)[number], string> = {
  'Lasers & optics': 'OPT',
  Fluidics: 'FLU',
  Filters: 'FLT',
  'Flow cells & nozzles': 'FCN',
  'Detectors & electronics': 'ELE',
  'Sample handling': 'SMP',
  'Power & cables': 'PWR',
  'Maintenance kits': 'KIT',
  'Consumable parts': 'CON',
};
const FAMILY_CODES: Record<Family, string> = {
  aurion: 'AUR',
  sortera: 'SRT',
  lumora: 'LUM',
  helixseq: 'HSQ',
};
const VARIANTS = ['', 'rev. B', 'rev. C', 'long', 'short', 'high-temperature', 'low-noise'];

/** How many parts the generator adds to the hand-written ones. */
export const GENERATED_PART_COUNT = 420;

function generatedDrafts(): PartDraft[] {
  const rng = createPrng(19_000_019);
  const drafts: PartDraft[] = [];
  const families = Object.keys(FAMILY_MODELS) as Family[];
  for (let index = 0; index < GENERATED_PART_COUNT; index++) {
    const family = families[index % families.length] as Family;
    const category = rng.pick(PART_CATEGORIES);
    const component = rng.pick(GENERATED_COMPONENTS[category]);
    const variant = rng.pick(VARIANTS);
    const models = FAMILY_MODELS[family];
    const fits =
      models.length > 1 && rng.chance(0.3) ? rng.sample(models, models.length - 1) : models;
    const roll = rng.next();
    drafts.push({
      partNumber: `${FAMILY_CODES[family]}-${CATEGORY_CODES[category]}-${String(10001 + index)}`,
      title: `${component}${variant ? `, ${variant}` : ''}`,
      description: `Genuine Cellaris ${component.toLowerCase()}${variant ? ` (${variant})` : ''} for ${fits
        .map((code) => INSTRUMENT_MODELS[code].name)
        .join(', ')}.`,
      category,
      models: fits,
      price:
        Math.round((category === 'Consumable parts' ? rng.int(12, 180) : rng.int(60, 4800)) * 100) /
        100,
      availability:
        roll < 0.05
          ? 'Obsolete'
          : roll < 0.15
            ? 'Backordered'
            : roll < 0.3
              ? 'Limited stock'
              : 'In stock',
      kit: category === 'Maintenance kits',
    });
  }
  return drafts;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** The item id of the n-th part (1-based): catalog_items' key. */
export const partItemId = (n: number) => `a1Part${pad(n, 7)}`;
const EUR_PER_USD = 0.92;

/** The demo accounts' installed base. */
const INSTRUMENTS: readonly {
  id: string;
  account: string;
  model: ModelCode;
  serial: string;
  installedDays: number;
  site: string;
  room: string;
  status: 'Operational' | 'Service due' | 'Down';
  contract: [name: string, number: string, endDays: number] | null;
  warrantyYears: number;
  software: string;
}[] = [
  {
    id: 'a0IBNorth0001',
    account: DEMO_ACCOUNTS.main.id,
    model: 'AUR5L',
    serial: 'AUR5L-21-004187',
    installedDays: -420,
    site: 'Northgate Research Laboratories, Cambridge MA',
    room: 'Building B, Flow Core, Room 214',
    status: 'Operational',
    contract: ['Cellaris Care Premium', 'SC-000312', 1100],
    warrantyYears: 2,
    software: 'Aurion Suite 5.3',
  },
  {
    id: 'a0IBNorth0002',
    account: DEMO_ACCOUNTS.main.id,
    model: 'AUR3L',
    serial: 'AUR3L-18-001932',
    installedDays: -1650,
    site: 'Northgate Research Laboratories, Cambridge MA',
    room: 'Building A, Immunology, Room 118',
    status: 'Service due',
    contract: ['Cellaris Care Standard', 'SC-000208', 700],
    warrantyYears: 1,
    software: 'Aurion Suite 4.9',
  },
  {
    id: 'a0IBNorth0003',
    account: DEMO_ACCOUNTS.main.id,
    model: 'SRT4W',
    serial: 'SRT4W-20-000571',
    installedDays: -900,
    site: 'Northgate Research Laboratories, Cambridge MA',
    room: 'Building B, Sorting Suite, Room 220',
    status: 'Operational',
    contract: null,
    warrantyYears: 1,
    software: 'Sortera Control 3.1',
  },
  {
    id: 'a0IBNorth0004',
    account: DEMO_ACCOUNTS.main.id,
    model: 'HSQ2K',
    serial: 'HSQ2K-22-000093',
    installedDays: 200,
    site: 'Northgate Research Laboratories, Boston MA',
    room: 'Genomics Core, Level 3',
    status: 'Down',
    contract: ['Cellaris Care Premium', 'SC-000355', 1300],
    warrantyYears: 2,
    software: 'HelixSeq OS 4.2',
  },
  {
    id: 'a0IBClinic001',
    account: DEMO_ACCOUNTS.related.id,
    model: 'HSQ1K',
    serial: 'HSQ1K-21-002231',
    installedDays: -610,
    site: 'Northgate Clinical Genomics, Worcester MA',
    room: 'Clinical Sequencing Lab',
    status: 'Operational',
    contract: ['Cellaris Care Standard', 'SC-000290', 900],
    warrantyYears: 1,
    software: 'HelixSeq OS 4.0',
  },
  {
    id: 'a0IBClinic002',
    account: DEMO_ACCOUNTS.related.id,
    model: 'HSQX',
    serial: 'HSQX-23-000018',
    installedDays: 560,
    site: 'Northgate Clinical Genomics, Worcester MA',
    room: 'Production Sequencing, Bay 2',
    status: 'Operational',
    contract: null,
    warrantyYears: 2,
    software: 'HelixSeq OS 4.2',
  },
  {
    id: 'a0IBDistr0001',
    account: DEMO_ACCOUNTS.distributor.id,
    model: 'AUR4L',
    serial: 'AUR4L-22-003310',
    installedDays: -300,
    site: 'BioSupply Distribution GmbH, Hamburg',
    room: 'Demo Lab',
    status: 'Operational',
    contract: ['Cellaris Care Partner', 'SC-000401', 1000],
    warrantyYears: 1,
    software: 'Aurion Suite 5.3',
  },
  {
    id: 'a0IBHospi0001',
    account: DEMO_ACCOUNTS.indirectBuyer.id,
    model: 'LUM12',
    serial: 'LUM12-20-000244',
    installedDays: -1000,
    site: 'St. Aldric University Hospital',
    room: 'Haematology Lab, Room 3.12',
    status: 'Service due',
    contract: ['Cellaris Care Standard', 'SC-000199', -20],
    warrantyYears: 1,
    software: 'Lumora Studio 2.4',
  },
  {
    id: 'a0IBHelix0001',
    account: DEMO_ACCOUNTS.sso.id,
    model: 'HSQX',
    serial: 'HSQX-22-000007',
    installedDays: -380,
    site: 'Helixa Partner Labs, Lyon',
    room: 'Sequencing Hall',
    status: 'Operational',
    contract: ['Cellaris Care Premium', 'SC-000377', 1200],
    warrantyYears: 2,
    software: 'HelixSeq OS 4.2',
  },
  {
    id: 'a0IBHelix0002',
    account: DEMO_ACCOUNTS.sso.id,
    model: 'AUR4L',
    serial: 'AUR4L-21-002890',
    installedDays: -700,
    site: 'Helixa Partner Labs, Lyon',
    room: 'Cytometry, Room 1.04',
    status: 'Operational',
    contract: null,
    warrantyYears: 1,
    software: 'Aurion Suite 5.1',
  },
];

const dateOnly = (days: number) => seedTime(days).slice(0, 10);

/** One service quote per demo manager: [contact username, instrument, quote id, lines]. */
const SERVICE_QUOTES: readonly [string, string, string, readonly [string, number][]][] = [
  [
    'maria.manager',
    'a0IBNorth0002',
    '0Q0Service00001',
    [
      ['AUR-SHF-02', 2],
      ['AUR-ORS-12', 1],
      ['AUR-SIP-01', 1],
    ],
  ],
  [
    'tom.totp',
    'a0IBClinic001',
    '0Q0Service00002',
    [
      ['HSQ-PMP-02', 1],
      ['HSQ-FAN-01', 1],
    ],
  ],
  [
    'ivy.indirect',
    'a0IBDistr0001',
    '0Q0Service00003',
    [
      ['AUR-LM488-02', 1],
      ['AUR-FLT-530', 1],
    ],
  ],
];

/** Ids and numbers the tests and stories name. */
export const DEMO_SERVICE = {
  mariaServiceQuoteId: '0Q0Service00001',
  tomServiceQuoteId: '0Q0Service00002',
  mainInstrumentIds: ['a0IBNorth0001', 'a0IBNorth0002', 'a0IBNorth0003', 'a0IBNorth0004'],
  ssoInstrumentId: 'a0IBHelix0001',
  obsoletePart: 'AUR-LM488-01',
  replacementPart: 'AUR-LM488-02',
  kitPart: 'AUR-PM-KIT',
} as const;

export interface ServiceSeed {
  items: Row[];
  prices: Row[];
  parts: Row[];
  partModels: Row[];
  relations: Row[];
  images: Row[];
  kitComponents: Row[];
  instruments: Row[];
  quotes: Row[];
  quoteLines: Row[];
}

export function serviceSeed(): ServiceSeed {
  const drafts = [...HAND_WRITTEN, ...generatedDrafts()];
  const idOf = new Map(drafts.map((draft, index) => [draft.partNumber, partItemId(index + 1)]));
  const id = (partNumber: string): string => {
    const found = idOf.get(partNumber);
    if (!found) throw new Error(`serviceSeed: unknown part ${partNumber}`);
    return found;
  };
  const stockRng = createPrng(19_190_190);
  const items: Row[] = [];
  const prices: Row[] = [];
  const parts: Row[] = [];
  const partModels: Row[] = [];
  const images: Row[] = [];
  const calloutsByFamily = new Map<Family, Callout[]>();
  drafts.forEach((draft, index) => {
    const itemId = partItemId(index + 1);
    const availability = draft.availability ?? 'In stock';
    const family = INSTRUMENT_MODELS[draft.models[0] as ModelCode].family;
    items.push({
      item_id: itemId,
      catalog_item_id: `a1EPart${pad(index + 1, 7)}`,
      catalog_id: SERVICE_CATALOG.id,
      sku: draft.partNumber,
      title: draft.title,
      description: draft.description,
      thumbnail_url: '/static/org-cellaris/img/spare-part-thumb.svg',
      image_url: '/static/org-cellaris/img/spare-part.svg',
      price: draft.price,
      currency: 'USD',
      item_group: 'Spare Parts & Accessories',
      configuration_requirement: 'No Configuration',
      attributes: { category: draft.category },
      friendly_url: '',
      sort_order: index + 1,
      active: true,
    });
    prices.push(
      { item_id: itemId, currency: 'USD', unit_price: draft.price },
      {
        item_id: itemId,
        currency: 'EUR',
        unit_price: Math.round(draft.price * EUR_PER_USD * 100) / 100,
      },
    );
    const callout = draft.callout ?? null;
    const position =
      callout === null ? null : { x: 18 + ((callout * 29) % 64), y: 22 + ((callout * 41) % 58) };
    if (callout !== null && position) {
      const list = calloutsByFamily.get(family) ?? [];
      if (!list.some((entry) => entry.number === callout))
        list.push({ number: callout, ...position, label: draft.title });
      calloutsByFamily.set(family, list);
    }
    parts.push({
      item_id: itemId,
      part_number: draft.partNumber,
      category: draft.category,
      availability,
      stock_qty:
        availability === 'In stock'
          ? stockRng.int(6, 240)
          : availability === 'Limited stock'
            ? stockRng.int(1, 5)
            : 0,
      lead_time_days:
        availability === 'Backordered'
          ? stockRng.int(14, 45)
          : availability === 'Obsolete'
            ? 0
            : stockRng.int(1, 3),
      is_obsolete: availability === 'Obsolete',
      is_kit: draft.kit ?? false,
      exploded_view_id: callout === null ? null : `img-view-${family}`,
      callout,
      callout_x: position?.x ?? null,
      callout_y: position?.y ?? null,
    });
    for (const model of draft.models) partModels.push({ item_id: itemId, model_code: model });
    images.push({
      id: `img-part-${pad(index + 1, 5)}`,
      item_id: itemId,
      kind: 'Photo',
      title: `${draft.partNumber} ${draft.title}`,
      file_name: `${draft.partNumber}.svg`,
      content_type: 'image/svg+xml',
      width: 240,
      height: 180,
      body_base64: base64OfText(partPhotoSvg(draft.partNumber, (index * 47) % 360)),
    });
  });
  for (const [family, callouts] of calloutsByFamily) {
    callouts.sort((a, b) => a.number - b.number);
    images.push({
      id: `img-view-${family}`,
      item_id: null,
      kind: 'Exploded view',
      title: FAMILY_TITLES[family],
      file_name: `exploded-view-${family}.svg`,
      content_type: 'image/svg+xml',
      width: 960,
      height: 640,
      body_base64: base64OfText(explodedViewSvg(FAMILY_TITLES[family], callouts)),
    });
  }

  // Generated relations: a few generated obsolete parts are superseded by a same-category part.
  const relations: Row[] = HAND_RELATIONS.map(([from, to, relation, note]) => ({
    item_id: id(from),
    related_item_id: id(to),
    relation,
    note,
  }));
  const generated = drafts.slice(HAND_WRITTEN.length);
  generated.forEach((draft, index) => {
    if (draft.availability !== 'Obsolete') return;
    const replacement = generated.find(
      (other, otherIndex) =>
        otherIndex > index &&
        other.availability !== 'Obsolete' &&
        other.category === draft.category &&
        other.models[0] === draft.models[0],
    );
    if (replacement)
      relations.push({
        item_id: id(draft.partNumber),
        related_item_id: id(replacement.partNumber),
        relation: 'Superseded',
        note: 'Replacement part.',
      });
  });

  const kitComponents: Row[] = HAND_KITS.map(([kit, component, qty]) => ({
    kit_item_id: id(kit),
    component_item_id: id(component),
    qty,
    linked_by: null,
    linked_at: seedTime(-90),
  }));

  const instruments = INSTRUMENTS.map((instrument) => ({
    id: instrument.id,
    account_id: instrument.account,
    model_code: instrument.model,
    model_name: INSTRUMENT_MODELS[instrument.model].name,
    product_line: INSTRUMENT_MODELS[instrument.model].line,
    serial_number: instrument.serial,
    install_date: dateOnly(instrument.installedDays),
    site: instrument.site,
    building_room: instrument.room,
    status: instrument.status,
    contract_name: instrument.contract?.[0] ?? null,
    contract_number: instrument.contract?.[1] ?? null,
    contract_end_date: instrument.contract ? dateOnly(instrument.contract[2]) : null,
    warranty_end_date: dateOnly(instrument.installedDays + 365 * instrument.warrantyYears),
    software_version: instrument.software,
  }));

  const quotes: Row[] = [];
  const quoteLines: Row[] = [];
  SERVICE_QUOTES.forEach(([username, instrumentId, quoteId, lines], index) => {
    const user = DEMO_USERS.find((candidate) => candidate.username === username);
    const instrument = INSTRUMENTS.find((candidate) => candidate.id === instrumentId);
    if (!user || !instrument) throw new Error(`serviceSeed: unknown ${username} / ${instrumentId}`);
    quotes.push({
      id: quoteId,
      quote_number: `SQ-${pad(9001 + index, 8)}`,
      name: `Service quote for ${INSTRUMENT_MODELS[instrument.model].name} ${instrument.serial}`,
      account_id: instrument.account,
      contact_id: user.contactId,
      storefront_id: DEMO_STOREFRONTS.portal.storefrontId,
      status: 'Service Quote',
      is_active: false,
      currency: 'USD',
      service_instrument_id: instrumentId,
      prepared_by: 'Cellaris Field Service (Jordan Ellis)',
      created_at: seedTime(-3 - index),
      updated_at: seedTime(-3 - index, 10),
    });
    lines.forEach(([partNumber, qty], lineIndex) => {
      const draft = drafts.find((candidate) => candidate.partNumber === partNumber);
      quoteLines.push({
        id: `0QLService${pad(index + 1, 2)}-${lineIndex + 1}`,
        quote_id: quoteId,
        item_id: id(partNumber),
        qty,
        unit_price: draft?.price ?? 0,
        discount: 0,
        promo_discount: 0,
        sort_order: lineIndex + 1,
        created_at: seedTime(-3 - index, lineIndex + 1),
      });
    });
  });

  return {
    items,
    prices,
    parts,
    partModels,
    relations,
    images,
    kitComponents,
    instruments,
    quotes,
    quoteLines,
  };
}
