import Papa from 'papaparse';
import { currencyCode, saveDownload } from '../../runtime/blocks';
import { itemField, type CatalogueItem } from './catalogueItem';

/** The CSV of catalogue items: fixed columns, then the card's attribute fields. */
export function catalogueCsv(
  items: readonly CatalogueItem[],
  attributeFields: readonly string[],
): string {
  const attributes = attributeFields.filter(
    (field) => !['sku', 'title', 'description', 'group', 'price', 'currency'].includes(field),
  );
  return Papa.unparse({
    fields: [
      'SKU',
      'Title',
      'Description',
      'Group',
      'Price',
      'Currency',
      'Configuration',
      ...attributes,
    ],
    data: items.map((item) => [
      item.sku ?? '',
      item.title,
      item.description ?? '',
      item.group ?? '',
      item.price ?? '',
      currencyCode(item.currency, ''),
      item.configurationRequirement ?? '',
      ...attributes.map((field) => itemField(item, field)),
    ]),
  });
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  saveDownload(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
