import type { Instrument, Kit, Part, PartRelations } from '../../runtime/blocks';
import type { CrmAnswer, CrmCall } from './gatewayHandlers';

/**
 * Service calls' answers for stories (issue 19), shaped as the CRM stand-in answers them: a few
 * instruments and parts of the demo world, an obsolete laser and its replacement, a kit.
 */
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
  const base64 = btoa(svg);
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

const ALL = [NEW_LASER, OLD_LASER, KIT, FILTER];
const CART_LINE = {
  id: 'QL-1',
  quoteId: 'Q-1',
  itemId: 'P-5',
  catalogItemId: 'E-5',
  sku: 'AUR-SHF-02',
  title: 'Sheath Filter 0.2 µm',
  thumbnail: null,
  qty: 2,
  unitPrice: 145,
  discount: 0,
  promoDiscount: 0,
  totalPrice: 290,
};

/** The service CRM of the stories: reads answered from the fixtures, writes echo a cart. */
export function serviceAnswer(call: CrmCall): CrmAnswer {
  const payload = (call.payload ?? {}) as Record<string, unknown>;
  switch (call.type) {
    case 'getInstalledBase':
      return ok({ instruments: INSTRUMENTS });
    case 'getInstrument': {
      // As the CRM's checkOwnership answers an id that is not the account's.
      const instrument = INSTRUMENTS.find((candidate) => candidate.id === payload.instrumentId);
      return instrument
        ? ok({ instrument })
        : { statusCode: 404, content: 'ERROR: Instrument not found.' };
    }
    case 'getPartsList': {
      const text = String(payload.searchText ?? '').toLowerCase();
      return ok(
        partsPage(ALL.filter((p) => `${p.partNumber} ${p.title}`.toLowerCase().includes(text))),
      );
    }
    case 'getQliQuantity':
      return ok({ quoteId: 'Q-1', quantities: { 'P-2': 1 } });
    case 'getSuperSubRelatedItemsParts':
      return ok(relationsOf(ALL.find((p) => p.itemId === payload.itemId) ?? NEW_LASER));
    case 'getImages':
      return ok({ images: IMAGES });
    case 'loadImageBody':
      return ok(imageBody());
    case 'getLinkComponent':
      return ok(kitOf(true));
    case 'getActiveOpenCart':
      return ok({
        cart: {
          quote: {
            id: 'Q-1',
            name: 'Cart Q-1006',
            quoteNumber: 'Q-00001006',
            currency: 'USD',
            subtotal: 290,
            total: 290,
          },
          lineItems: [CART_LINE],
          itemCount: 2,
        },
        serviceQuotes: [
          {
            id: 'SQ-2',
            quoteNumber: 'SQ-00009002',
            name: 'Service quote for Aurion 5L Spectral Flow Cytometer AUR5L-21-004187',
            preparedBy: 'Cellaris Field Service (Jordan Ellis)',
            instrument: {
              id: 'IB-1',
              modelName: 'Aurion 5L Spectral Flow Cytometer',
              serialNumber: 'AUR5L-21-004187',
            },
            currency: 'USD',
            total: 10450,
            lineCount: 1,
            createdAt: '2025-02-03T09:00:00.000Z',
          },
          {
            id: 'SQ-1',
            quoteNumber: 'SQ-00009001',
            name: 'Service quote for Aurion 3L Flow Cytometer AUR3L-18-001932',
            preparedBy: 'Cellaris Field Service (Jordan Ellis)',
            instrument: {
              id: 'IB-3',
              modelName: 'Aurion 3L Flow Cytometer',
              serialNumber: 'AUR3L-18-001932',
            },
            currency: 'USD',
            total: 828,
            lineCount: 3,
            createdAt: '2025-01-12T09:00:00.000Z',
          },
        ],
      });
    case 'retrieveQuoteLines':
      return ok({
        quoteId: 'Q-1',
        lines: [
          { ...CART_LINE, partNumber: 'AUR-SHF-02', availability: 'In stock', isObsolete: false },
        ],
      });
    default:
      return { statusCode: 200, content: 'ERROR: No records Found.' };
  }
}
