import type { Instrument, Kit, Part, PartRelations } from '../../../runtime/blocks';

/** Answers of the service calls, shaped as the CRM stand-in answers them (server/crm, issue 19). */
export const INSTRUMENTS: Instrument[] = [
  {
    id: 'IB-1',
    accountId: 'ACC-1',
    modelCode: 'AUR5L',
    modelName: 'Aurion 5L Spectral Flow Cytometer',
    productLine: 'Flow cytometer',
    serialNumber: 'AUR5L-21-004187',
    installDate: '2023-11-12',
    site: 'Northgate Research Laboratories, Cambridge MA',
    location: 'Building B, Flow Core, Room 214',
    status: 'Operational',
    contract: { name: 'Cellaris Care Premium', number: 'SC-000312', endDate: '2099-01-19' },
    warrantyEndDate: '2020-11-10',
    softwareVersion: 'Aurion Suite 5.3',
  },
  {
    id: 'IB-2',
    accountId: 'ACC-1',
    modelCode: 'HSQ2K',
    modelName: 'HelixSeq 2000 Sequencer',
    productLine: 'Sequencer',
    serialNumber: 'HSQ2K-22-000093',
    installDate: '2025-08-03',
    site: 'Northgate Research Laboratories, Boston MA',
    location: 'Genomics Core, Level 3',
    status: 'Down',
    contract: null,
    warrantyEndDate: '2099-08-03',
    softwareVersion: 'HelixSeq OS 4.2',
  },
];

export const part = (overrides: Partial<Part> & Pick<Part, 'itemId' | 'partNumber'>): Part => ({
  title: 'Part',
  description: 'A genuine part.',
  category: 'Lasers & optics',
  price: 100,
  currency: 'USD',
  availability: 'In stock',
  stockQty: 12,
  leadTimeDays: 2,
  isObsolete: false,
  isKit: false,
  models: ['AUR3L', 'AUR4L', 'AUR5L'],
  thumbnailUrl: '/static/org-cellaris/img/spare-part-thumb.svg',
  explodedView: null,
  ...overrides,
});

export const OLD_LASER = part({
  itemId: 'P-1',
  partNumber: 'AUR-LM488-01',
  title: 'Laser Module 488 nm, 50 mW',
  availability: 'Obsolete',
  isObsolete: true,
  stockQty: 0,
  price: 9850,
  explodedView: { imageId: 'img-view-aurion', callout: 1, x: 47, y: 63 },
});
export const NEW_LASER = part({
  itemId: 'P-2',
  partNumber: 'AUR-LM488-02',
  title: 'Laser Module 488 nm, 60 mW',
  price: 10450,
  explodedView: { imageId: 'img-view-aurion', callout: 1, x: 47, y: 63 },
});
export const KIT = part({
  itemId: 'P-3',
  partNumber: 'AUR-PM-KIT',
  title: 'Aurion Preventive Maintenance Kit',
  category: 'Maintenance kits',
  isKit: true,
  price: 640,
});
export const FILTER = part({
  itemId: 'P-4',
  partNumber: 'AUR-FLT-530',
  title: 'Bandpass Filter 530/30',
});

export const partsPage = (parts: Part[]) => ({
  parts,
  totalCount: parts.length,
  page: 1,
  pageSize: 20,
  modelCode: null,
  categories: [{ name: 'Lasers & optics', count: parts.length }],
});

export const relationsOf = (subject: Part): PartRelations => ({
  part: subject,
  supersededBy: subject === OLD_LASER ? [{ ...NEW_LASER, note: 'Drop-in replacement.' }] : [],
  supersedes: subject === NEW_LASER ? [{ ...OLD_LASER, note: 'Drop-in replacement.' }] : [],
  substitutes: [],
  related: subject === NEW_LASER ? [{ ...FILTER, note: 'Filter of the 488 nm channel.' }] : [],
});

/** An SVG exploded view as loadImageBody sends it: base64 in chunks of 512 characters. */
export function imageBody(): {
  fileName: string;
  contentType: string;
  size: number;
  chunkSize: number;
  chunks: string[];
} {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 640">${'<rect width="10" height="10"/>'.repeat(60)}</svg>`;
  const base64 = Buffer.from(svg).toString('base64');
  const chunks: string[] = [];
  for (let at = 0; at < base64.length; at += 512) chunks.push(base64.slice(at, at + 512));
  return {
    fileName: 'exploded-view-aurion.svg',
    contentType: 'image/svg+xml',
    size: svg.length,
    chunkSize: 512,
    chunks,
  };
}

export const IMAGES = [
  {
    id: 'img-part-1',
    kind: 'Photo',
    title: 'AUR-LM488-02',
    fileName: 'AUR-LM488-02.svg',
    contentType: 'image/svg+xml',
    width: 240,
    height: 180,
    size: 900,
    callout: null,
  },
  {
    id: 'img-view-aurion',
    kind: 'Exploded view',
    title: 'Aurion optical bench and fluidics: exploded view',
    fileName: 'exploded-view-aurion.svg',
    contentType: 'image/svg+xml',
    width: 960,
    height: 640,
    size: 2000,
    callout: { number: 1, x: 47, y: 63 },
  },
];

export const kitOf = (mayEdit: boolean, linked: Part[] = []): Kit => ({
  kit: KIT,
  components: [
    {
      ...part({ itemId: 'P-5', partNumber: 'AUR-SHF-02', title: 'Sheath Filter 0.2 µm' }),
      qty: 1,
      linkedAt: '2025-01-01T00:00:00Z',
    },
    ...linked.map((p) => ({ ...p, qty: 1, linkedAt: '2025-01-02T00:00:00Z' })),
  ],
  candidates: mayEdit ? [FILTER].filter((p) => !linked.includes(p)) : [],
  mayEdit,
});

export const ok = (content: unknown) => ({ statusCode: 200, content });
