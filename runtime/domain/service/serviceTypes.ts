import type { Cart, CartLine } from '../cart/index';

/** An instrument of the account's installed base (getInstalledBase). */
export interface Instrument {
  id: string;
  accountId: string;
  modelCode: string;
  modelName: string;
  productLine: string;
  serialNumber: string;
  /** yyyy-mm-dd */
  installDate: string;
  site: string;
  location: string;
  status: 'Operational' | 'Service due' | 'Down' | string;
  contract: { name: string; number: string; endDate: string } | null;
  warrantyEndDate: string;
  softwareVersion: string;
}

/** Where a part sits on its assembly's exploded view (percent of the drawing). */
export interface PartPosition {
  imageId: string;
  callout: number;
  x: number;
  y: number;
}

/** A spare part (getPartsList and the other parts calls). */
export interface Part {
  itemId: string;
  partNumber: string;
  title: string;
  description: string;
  category: string;
  price: number;
  currency: string;
  availability: 'In stock' | 'Limited stock' | 'Backordered' | 'Obsolete' | string;
  stockQty: number;
  leadTimeDays: number;
  isObsolete: boolean;
  isKit: boolean;
  models: string[];
  thumbnailUrl: string | null;
  explodedView: PartPosition | null;
}

/** What the parts search asks for (getPartsList's search payload). */
export interface PartsSearch {
  searchText: string;
  modelCode: string | null;
  category: string | null;
  page: number;
  pageSize: number;
}

/** One page of parts search results. */
export interface PartsPage {
  parts: Part[];
  totalCount: number;
  page: number;
  pageSize: number;
  modelCode: string | null;
  categories: { name: string; count: number }[];
}

/** A related part with the relation's note. */
export type RelatedPart = Part & { note: string };

/** getSuperSubRelatedItemsParts: the part and its superseded / substitute / related parts. */
export interface PartRelations {
  part: Part;
  /** The replacement chain of an obsolete part, the part to order last. */
  supersededBy: RelatedPart[];
  supersedes: RelatedPart[];
  substitutes: RelatedPart[];
  related: RelatedPart[];
}

/** getImages: an image's metadata (the body comes from loadImageBody). */
export interface PartImage {
  id: string;
  kind: 'Photo' | 'Exploded view' | string;
  title: string;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  callout: { number: number; x: number; y: number } | null;
}

/** loadImageBody: the body as base64 chunks of 512 characters. */
export interface ImageBody {
  fileName: string;
  contentType: string;
  size: number;
  chunkSize: number;
  chunks: string[];
}

/** A service quote support prepared, waiting to be taken over. */
export interface ServiceQuote {
  id: string;
  quoteNumber: string;
  name: string;
  preparedBy: string | null;
  instrument: { id: string; modelName: string; serialNumber: string } | null;
  currency: string;
  total: number;
  lineCount: number;
  createdAt: string;
}

/** getActiveOpenCart: the open cart and the service quotes that could replace it. */
export interface OpenCart {
  cart: Cart | null;
  serviceQuotes: ServiceQuote[];
}

/** A line of retrieveQuoteLines: a cart line with its part's data. */
export type PartsCartLine = CartLine & {
  partNumber: string | null;
  availability: string | null;
  isObsolete: boolean;
};

/** getLinkComponent: a kit, its components and (for managers) the parts that may be linked. */
export interface Kit {
  kit: Part;
  components: (Part & { qty: number; linkedAt: string })[];
  candidates: Part[];
  mayEdit: boolean;
}
