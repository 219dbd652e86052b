import { COURSE_DOCUMENTS } from './courseDocuments';
import type { DocumentContent } from './documentContent';

/**
 * The organisation's own documents (application notes, forms, templates), linked from content
 * pages' file preview blocks at `/documents/<fileName>`. Each is generated from what is written
 * here, in the format its name says.
 */
export type OrgDocument =
  | { kind: 'pdf'; content: DocumentContent }
  | { kind: 'xlsx'; sheetName: string; rows: string[][] }
  | { kind: 'svg'; svg: () => string };

const SPILLOVER_DYES = ['FITC', 'PE', 'PE-Cy7', 'APC', 'APC-Cy7', 'BV421', 'BV510'];

/** A spillover heat map of common dyes: the share of each dye's signal seen in the others' detectors. */
function spilloverChart(): string {
  const cell = 56;
  const left = 90;
  const top = 70;
  const size = SPILLOVER_DYES.length;
  const parts: string[] = [];
  SPILLOVER_DYES.forEach((row, r) => {
    parts.push(
      `<text x="${left - 8}" y="${top + r * cell + cell / 2 + 4}" text-anchor="end">${row}</text>`,
    );
    SPILLOVER_DYES.forEach((_column, c) => {
      const distance = Math.abs(r - c);
      const share = r === c ? 100 : Math.max(0, Math.round(38 / (distance * distance + 0.6)));
      const shade = Math.round(255 - (share / 100) * 200);
      parts.push(
        `<rect x="${left + c * cell}" y="${top + r * cell}" width="${cell - 2}" height="${cell - 2}" fill="rgb(${shade},${Math.min(255, shade + 30)},255)"/>`,
        `<text x="${left + c * cell + cell / 2}" y="${top + r * cell + cell / 2 + 4}" text-anchor="middle">${share}%</text>`,
      );
    });
  });
  SPILLOVER_DYES.forEach((column, c) => {
    parts.push(
      `<text x="${left + c * cell + cell / 2}" y="${top - 10}" text-anchor="middle">${column}</text>`,
    );
  });
  const width = left + size * cell + 20;
  const height = top + size * cell + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Spectral spillover chart" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#1f2429"><title>Spectral spillover chart</title><text x="${left}" y="28" font-size="18" font-weight="bold" fill="#0b5cad">Spectral spillover (Cellaris Aurion 5L)</text>${parts.join('')}</svg>`;
}

export const ORG_DOCUMENTS: Record<string, OrgDocument> = {
  'appnote-40-colour-panel.pdf': {
    kind: 'pdf',
    content: {
      title: 'Application note: a 40-colour spectral panel',
      subtitle: 'Deep immunophenotyping of human PBMC on the Cellaris Aurion 5L',
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'Forty markers measured in one tube resolve T, B, NK, monocyte and dendritic cell subsets from 1 x 10^6 PBMC, with full-spectrum unmixing removing the need for compensation.',
          ],
        },
        {
          heading: 'Panel design',
          paragraphs: [
            'Bright dyes were assigned to low-density markers and dyes with overlapping spectra to markers never co-expressed. The spillover chart on the Applications page shows the worst pairs.',
          ],
        },
        {
          heading: 'Results',
          rows: [
            ['Populations resolved', '38'],
            ['Acquisition time', '11 minutes per sample'],
            ['Reproducibility (CV across runs)', 'under 6 % for major subsets'],
          ],
        },
      ],
    },
  },
  'webinar-single-cell.pdf': {
    kind: 'pdf',
    content: {
      title: 'Webinar slides: single-cell best practice',
      subtitle: 'From tissue dissociation to library QC',
      sections: [
        {
          heading: 'Sample preparation',
          paragraphs: [
            'Keep viability above 85 %, remove debris and doublets, and count twice with a fluorescent viability dye.',
          ],
        },
        {
          heading: 'Library preparation',
          paragraphs: [
            'Target 20,000 reads per cell for gene expression; check fragment sizes before pooling.',
          ],
        },
        {
          heading: 'Questions from the audience',
          rows: [
            [
              'Can I freeze cells before capture?',
              'Yes, with a validated cryopreservation protocol.',
            ],
            ['How many cells per lane?', 'Up to 10,000 recovered cells per lane.'],
          ],
        },
      ],
    },
  },
  'panel-design.xlsx': {
    kind: 'xlsx',
    sheetName: 'Panel design',
    rows: [
      ['Marker', 'Expression level', 'Fluorochrome', 'Clone', 'Catalogue number'],
      ['CD3', 'High', 'BV510', 'UCHT1', ''],
      ['CD4', 'High', 'FITC', 'RPA-T4', 'CY-AB-10001'],
      ['CD8a', 'High', 'APC-Cy7', 'SK1', ''],
      ['CD25', 'Low', 'PE', 'BC96', ''],
      ['CD127', 'Low', 'PE-Cy7', 'A019D5', ''],
    ],
  },
  'spillover-chart.svg': { kind: 'svg', svg: spilloverChart },
  'sample-submission.pdf': {
    kind: 'pdf',
    content: {
      title: 'Sample submission guidelines',
      subtitle: 'Cellaris Sequencing Services',
      sections: [
        {
          heading: 'Before you ship',
          paragraphs: [
            '1. Add the service to your cart and upload your completed sample sheet.',
            '2. Quantify each sample by fluorometry; record the concentration on the sheet.',
            '3. Label tubes with the sample names used on the sheet.',
          ],
        },
        {
          heading: 'Sample requirements',
          rows: [
            ['Genomic DNA', 'at least 500 ng, 260/280 between 1.8 and 2.0'],
            ['Total RNA', 'at least 1 µg, RIN 7 or higher'],
            ['Libraries', 'at least 10 µL at 2 nM, fragment size report included'],
          ],
        },
        {
          heading: 'Shipping',
          paragraphs: ['Ship on dry ice, Monday to Wednesday, to the address on your quote.'],
        },
      ],
    },
  },
  'sample-sheet.xlsx': {
    kind: 'xlsx',
    sheetName: 'Samples',
    rows: [
      ['Sample name', 'Sample type', 'Concentration (ng/µL)', 'Volume (µL)', 'Species', 'Notes'],
      ['Example-01', 'Genomic DNA', '50', '20', 'Human', 'Replace the example rows'],
    ],
  },
  'terms-of-sale.pdf': {
    kind: 'pdf',
    content: {
      title: 'Terms and Conditions of Sale',
      subtitle: 'Cellaris Biosciences',
      sections: [
        {
          heading: '1. Orders and quotes',
          paragraphs: [
            'A quote is valid for 30 days. An order is accepted when Cellaris confirms it in writing.',
          ],
        },
        {
          heading: '2. Prices and payment',
          paragraphs: [
            'Prices are in the currency of the quote, excluding tax and shipping. Payment is due within 30 days of invoice unless your account terms say otherwise.',
          ],
        },
        {
          heading: '3. Delivery and returns',
          paragraphs: [
            'Products ship under the storage conditions on their label. Returns need a return authorization form and the approval of Customer Service.',
          ],
        },
        {
          heading: '4. Use',
          paragraphs: ['Products are for research use only unless their label states otherwise.'],
        },
      ],
    },
  },
  'return-authorization.xlsx': {
    kind: 'xlsx',
    sheetName: 'Return authorization',
    rows: [
      ['Order number', 'Catalogue number', 'Lot', 'Quantity', 'Reason for return', 'Contact email'],
      ['', '', '', '', '', ''],
    ],
  },
  // The academy's course handouts (issue 20).
  ...COURSE_DOCUMENTS,
};
