import type { ConfiguratorRules, SavedConfiguration } from '../../runtime/blocks';
import type { Conjugate, PanelInstrument } from '../../schemas/configurator/configuratorTypes';

/**
 * A small slice of the configurator's rule data as getConfiguratorRules answers it (the seed's
 * numbers: server/db/seed/configuratorRules.ts), for the block's stories and tests.
 */

const inStock = { status: 'In stock' as const, leadDays: 0 };
const priced = (itemId: string, sku: string, title: string, price: number) => ({
  itemId,
  sku,
  title,
  price,
  currency: 'USD',
  availability: inStock,
});

const AURION_4L: PanelInstrument = {
  ...priced('a1Cellaris0001146', 'CY-IN-10002', 'Cellaris Aurion 4L Flow Cytometer', 357000),
  lasers: [
    { wavelengthNm: 405, name: 'Violet 405 nm' },
    { wavelengthNm: 488, name: 'Blue 488 nm' },
    { wavelengthNm: 561, name: 'Yellow-green 561 nm' },
    { wavelengthNm: 640, name: 'Red 640 nm' },
  ],
  detectors: [
    { id: 'V1', laserNm: 405, centerNm: 450, widthNm: 50 },
    { id: 'V4', laserNm: 405, centerNm: 710, widthNm: 50 },
    { id: 'B1', laserNm: 488, centerNm: 530, widthNm: 30 },
    { id: 'B3', laserNm: 488, centerNm: 695, widthNm: 40 },
    { id: 'YG1', laserNm: 561, centerNm: 586, widthNm: 15 },
    { id: 'YG2', laserNm: 561, centerNm: 610, widthNm: 20 },
    { id: 'R1', laserNm: 640, centerNm: 670, widthNm: 30 },
  ],
};
const SORTERA_4: PanelInstrument = {
  ...priced('a1Cellaris0001148', 'CY-IN-10004', 'Cellaris Sortera 4-Way Cell Sorter', 130000),
  lasers: [
    { wavelengthNm: 488, name: 'Blue 488 nm' },
    { wavelengthNm: 640, name: 'Red 640 nm' },
  ],
  detectors: [
    { id: 'B1', laserNm: 488, centerNm: 530, widthNm: 30 },
    { id: 'B2', laserNm: 488, centerNm: 586, widthNm: 42 },
    { id: 'R1', laserNm: 640, centerNm: 670, widthNm: 30 },
  ],
};

const conjugate = (marker: string, fluorochrome: string, n: number, price: number): Conjugate => ({
  ...priced(
    `a1Cellaris00000${n}`,
    `CY-AB-100${n}`,
    `${marker} Monoclonal Antibody, ${fluorochrome}`,
    price,
  ),
  ...(n % 5 === 0 ? { availability: { status: 'Low stock' as const, leadDays: 3 } } : {}),
  marker,
  fluorochrome,
});

export const PANEL_RULES: ConfiguratorRules = {
  product: null,
  instrument: null,
  panel: {
    instruments: [AURION_4L, SORTERA_4],
    markers: [
      { name: 'CD3', density: 'high' },
      { name: 'CD4', density: 'high' },
      { name: 'CD8a', density: 'high' },
      { name: 'CD25', density: 'low' },
    ],
    fluorochromes: [
      { name: 'BV421', lasersNm: [405], detectionNm: 450, brightness: 5 },
      { name: 'BV711', lasersNm: [405], detectionNm: 710, brightness: 3 },
      { name: 'FITC', lasersNm: [488], detectionNm: 530, brightness: 3 },
      { name: 'PE', lasersNm: [488, 561], detectionNm: 586, brightness: 5 },
      { name: 'PE-Dazzle 594', lasersNm: [488, 561], detectionNm: 610, brightness: 4 },
      { name: 'PerCP-Cy5.5', lasersNm: [488], detectionNm: 695, brightness: 2 },
      { name: 'APC', lasersNm: [640], detectionNm: 670, brightness: 4 },
    ],
    overlaps: [
      { a: 'PE', b: 'PE-Dazzle 594', severity: 'high' },
      { a: 'FITC', b: 'PE', severity: 'moderate' },
      { a: 'APC', b: 'PerCP-Cy5.5', severity: 'moderate' },
    ],
    conjugates: [
      conjugate('CD3', 'APC', 11, 248),
      conjugate('CD3', 'BV421', 12, 301),
      conjugate('CD3', 'FITC', 13, 189),
      conjugate('CD3', 'PE', 14, 261),
      conjugate('CD4', 'APC', 21, 259),
      conjugate('CD4', 'FITC', 22, 189),
      conjugate('CD4', 'PE-Dazzle 594', 23, 164),
      conjugate('CD8a', 'BV711', 31, 312),
      conjugate('CD8a', 'PE', 32, 215),
      conjugate('CD8a', 'PerCP-Cy5.5', 33, 199),
      conjugate('CD25', 'APC', 41, 275),
      conjugate('CD25', 'PE', 42, 268),
      conjugate('CD25', 'PerCP-Cy5.5', 43, 230),
    ],
  },
};

export const INSTRUMENT_RULES: ConfiguratorRules = {
  product: {
    itemId: 'a1Cellaris0001149',
    sku: 'CY-IN-10005',
    title: 'Cellaris Sortera 6-Way Cell Sorter',
    kind: 'instrument',
    configurationRequirement: 'Needs Configuration',
    suggestedMarkers: [],
  },
  panel: null,
  instrument: {
    instrument: priced(
      'a1Cellaris0001149',
      'CY-IN-10005',
      'Cellaris Sortera 6-Way Cell Sorter',
      455000,
    ),
    options: [
      {
        ...priced('a1Cellaris0001173', 'CY-SP-10023', 'Plate Loader for Sortera', 6867),
        category: 'Option',
      },
      {
        ...priced('a1Cellaris0001167', 'CY-SP-10017', 'Sample Injection Probe for Sortera', 1485),
        category: 'Accessory',
      },
      {
        ...priced(
          'a1Cellaris0001500',
          'CY-SV-10005',
          'Essential Service Plan, Sortera 6-Way, 12 months',
          9000,
        ),
        category: 'Service plan',
      },
      {
        ...priced(
          'a1Cellaris0001512',
          'CY-SV-10017',
          'Premier Service Plan, Sortera 6-Way, 12 months',
          24000,
        ),
        availability: { status: 'Made to order', leadDays: 14 },
        category: 'Service plan',
      },
    ],
    rules: [
      {
        optionItemId: 'a1Cellaris0001173',
        rule: 'requires',
        targetItemId: 'a1Cellaris0001167',
        reason: 'the loader feeds plates through the injection probe.',
      },
      {
        optionItemId: 'a1Cellaris0001500',
        rule: 'excludes',
        targetItemId: 'a1Cellaris0001512',
        reason: 'an instrument has one service plan.',
      },
    ],
  },
};

/** A saved panel with an overlap (CD3 PE, CD4 PE-Dazzle 594) on the Aurion 4L. */
export const SAVED_PANEL: SavedConfiguration = {
  id: 'a0KDn0000000000123',
  kind: 'panel',
  itemId: null,
  name: 'T cell panel',
  quoteId: '0Q0Dn0000000000042',
  selection: {
    kind: 'panel',
    instrumentItemId: 'a1Cellaris0001146',
    markers: [
      { marker: 'CD3', fluorochrome: 'PE' },
      { marker: 'CD4', fluorochrome: 'PE-Dazzle 594' },
    ],
    quantity: 2,
  },
  updatedAt: '2026-11-25T12:00:00.000Z',
};
