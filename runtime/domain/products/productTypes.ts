/** A formatted field of getFormattedObjectDetails' answer. */
export interface FormattedField {
  name: string;
  label: string;
  type: string;
  value: unknown;
}

/** One picture of a product: the large image, its thumbnail when the CRM has one, its name. */
export interface ProductImage {
  url: string;
  thumbnailUrl?: string | null;
  alt: string;
}

/** getFormattedObjectDetails' answer for a product. */
export interface ProductDetails {
  itemId: string;
  catalogItemId: string;
  catalogId: string;
  group: string;
  friendlyURL?: string;
  /** The organisation that sells (and makes) the product, when the CRM names it. */
  brand?: string;
  fields: FormattedField[];
  attributes: Record<string, string>;
  images: ProductImage[];
  documents: { name: string; fileName: string; url: string }[];
}

/** getRecord's answer for a product. */
export interface ProductRecord {
  recordData: Record<string, unknown>;
  fieldsMetadata: { name: string; label: string; type: string }[];
}
