import type { DocumentContent } from './documentContent';

/** The catalogue fields a product's documents are written from. */
export interface DocumentProduct {
  sku: string;
  title: string;
  description: string;
  group: string;
  attributes: Record<string, unknown>;
}

export type DocumentExtension = 'pdf' | 'csv';

interface DocumentKind {
  key: string;
  /** The name the CRM lists and product blocks ask for. */
  name: string;
  extension: DocumentExtension;
  appliesTo: (product: DocumentProduct) => boolean;
}

const SERVICE_GROUPS = new Set(['Sequencing Services', 'Service Plans']);
const HARDWARE_GROUPS = new Set(['Instruments', 'Spare Parts & Accessories', 'Consumables']);

const isService = (product: DocumentProduct) => SERVICE_GROUPS.has(product.group);
const isInstrument = (product: DocumentProduct) => product.group === 'Instruments';
/** Reagents, kits and panels: made in lots, shipped with safety and QC documents. */
const isLotMade = (product: DocumentProduct) =>
  !isService(product) && !HARDWARE_GROUPS.has(product.group);

/**
 * Which documents a product has, by what it is: every product a datasheet; reagents and kits a
 * certificate of analysis, a safety data sheet, a protocol and their lot's raw QC data (a CSV,
 * which no page links because it is not a previewable type); instruments a user manual.
 */
const KINDS: DocumentKind[] = [
  { key: 'datasheet', name: 'Datasheet', extension: 'pdf', appliesTo: () => true },
  { key: 'coa', name: 'Certificate of Analysis', extension: 'pdf', appliesTo: isLotMade },
  { key: 'sds', name: 'Safety Data Sheet', extension: 'pdf', appliesTo: isLotMade },
  { key: 'protocol', name: 'Protocol', extension: 'pdf', appliesTo: isLotMade },
  { key: 'manual', name: 'User Manual', extension: 'pdf', appliesTo: isInstrument },
  { key: 'raw-data', name: 'Raw data', extension: 'csv', appliesTo: isLotMade },
];

/** Where the app serves a product's documents (server/app/createApp.ts). */
export const PRODUCT_DOCUMENTS_PATH = '/documents/products';

export interface ListedDocument {
  name: string;
  fileName: string;
  url: string;
}

export function documentFileName(sku: string, kind: { key: string; extension: string }): string {
  return `${sku}-${kind.key}.${kind.extension}`;
}

/** The documents the CRM lists for a product, each at the address that serves it. */
export function productDocumentList(product: DocumentProduct): ListedDocument[] {
  return KINDS.filter((kind) => kind.appliesTo(product)).map((kind) => {
    const fileName = documentFileName(product.sku, kind);
    return {
      name: kind.name,
      fileName,
      url: `${PRODUCT_DOCUMENTS_PATH}/${encodeURIComponent(product.sku)}/${fileName}`,
    };
  });
}

/** The kind a file name asks for, when the product has that document. */
export function productDocumentKind(
  product: DocumentProduct,
  fileName: string,
): DocumentKind | null {
  return (
    KINDS.find(
      (kind) => kind.appliesTo(product) && documentFileName(product.sku, kind) === fileName,
    ) ?? null
  );
}

/** A stable lot number per product, so its certificate and raw data agree. */
export function lotNumber(sku: string): string {
  let hash = 2166136261;
  for (const char of sku) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `L${String(100000 + (hash % 900000))}`;
}

const ATTRIBUTE_LABELS: Record<string, string> = {
  species: 'Species reactivity',
  clone: 'Clone',
  fluorochrome: 'Fluorochrome',
  isotype: 'Isotype',
  application: 'Application',
  packSize: 'Pack size',
  storage: 'Storage',
  sampleType: 'Sample type',
  platform: 'Platform',
};

function attributeRows(product: DocumentProduct): [string, string][] {
  return Object.entries(product.attributes)
    .filter(([, value]) => value !== null && value !== undefined && String(value) !== '')
    .map(([key, value]) => [
      ATTRIBUTE_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2'),
      String(value),
    ]);
}

const storageOf = (product: DocumentProduct): string =>
  typeof product.attributes.storage === 'string' ? product.attributes.storage : 'See label';

function identification(product: DocumentProduct): [string, string][] {
  return [
    ['Product', product.title],
    ['Catalogue number', product.sku],
    ['Product group', product.group],
  ];
}

/** The text of one of a product's PDF documents. */
export function productDocumentContent(
  product: DocumentProduct,
  kind: DocumentKind,
): DocumentContent {
  const lot = lotNumber(product.sku);
  switch (kind.key) {
    case 'coa':
      return {
        title: 'Certificate of Analysis',
        subtitle: `${product.title} (${product.sku}), lot ${lot}`,
        sections: [
          { heading: 'Product', rows: [...identification(product), ['Lot', lot]] },
          {
            heading: 'Quality control',
            rows: [
              ['Appearance', 'Conforms'],
              [
                'Performance in application',
                `Conforms (${String(product.attributes.application ?? 'intended use')})`,
              ],
              ['Endotoxin', '< 0.01 EU/µg'],
              ['Microbial contamination', 'Not detected'],
            ],
          },
          {
            heading: 'Release',
            paragraphs: [
              'This lot was tested and released by Cellaris Biosciences Quality Assurance and meets the specifications listed above.',
            ],
          },
        ],
      };
    case 'sds':
      return {
        title: 'Safety Data Sheet',
        subtitle: `${product.title} (${product.sku})`,
        sections: [
          {
            heading: '1. Identification',
            rows: [...identification(product), ['Supplier', 'Cellaris Biosciences']],
          },
          {
            heading: '2. Hazard identification',
            paragraphs: [
              'Not a hazardous substance or mixture according to GHS. For research use only; not for use in diagnostic procedures.',
            ],
          },
          {
            heading: '7. Handling and storage',
            rows: [['Storage', storageOf(product)]],
            paragraphs: [
              'Avoid contact with skin and eyes. Wear suitable protective clothing and gloves.',
            ],
          },
          {
            heading: '13. Disposal',
            paragraphs: ['Dispose of in accordance with local, regional and national regulations.'],
          },
        ],
      };
    case 'protocol':
      return {
        title: 'Protocol',
        subtitle: `${product.title} (${product.sku})`,
        sections: [
          {
            heading: 'Before you start',
            rows: [
              ['Storage', storageOf(product)],
              ...attributeRows(product).filter(([label]) => label === 'Pack size'),
            ],
          },
          {
            heading: 'Procedure',
            paragraphs: [
              '1. Bring the reagent and samples to the temperature stated on the label.',
              '2. Mix gently; do not vortex. Spin down briefly before opening.',
              `3. Use as described for ${String(product.attributes.application ?? 'the intended application')}; titrate for your conditions.`,
              '4. Record the lot number with your results.',
            ],
          },
        ],
      };
    case 'manual':
      return {
        title: 'User Manual',
        subtitle: product.title,
        sections: [
          { heading: 'About this instrument', paragraphs: [product.description] },
          {
            heading: 'Installation',
            paragraphs: [
              'Installation and qualification are performed by a Cellaris field service engineer.',
            ],
          },
          { heading: 'Specifications', rows: attributeRows(product) },
        ],
      };
    default:
      return {
        title: product.title,
        subtitle: `Datasheet, catalogue number ${product.sku}`,
        sections: [
          { heading: 'Description', paragraphs: [product.description] },
          {
            heading: 'Specifications',
            rows: [...identification(product).slice(1), ...attributeRows(product)],
          },
          {
            heading: 'Intended use',
            paragraphs: [
              isService(product)
                ? 'Service terms are described in your quote.'
                : 'For research use only. Not for use in diagnostic procedures.',
            ],
          },
        ],
      };
  }
}

/** The lot's raw QC data: one CSV row per replicate measurement. */
export function productRawData(product: DocumentProduct): string {
  const lot = lotNumber(product.sku);
  const rows = ['sku,lot,replicate,measurement,value,unit'];
  let seed = Number(lot.slice(1));
  for (let replicate = 1; replicate <= 6; replicate += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const value = 95 + (seed % 500) / 100;
    rows.push(`${product.sku},${lot},${replicate},relative_performance,${value.toFixed(2)},%`);
  }
  return `${rows.join('\n')}\n`;
}
