/**
 * Words a lab buyer reads for the catalogue's attribute names, where a plain reading of the name
 * would be wrong ("packSize" is "Pack size", "sku" is "SKU").
 */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  sku: 'SKU',
  price: 'Price',
  group: 'Group',
  packSize: 'Pack size',
  ngsPlatform: 'NGS platform',
  rxn: 'Reactions',
};

/**
 * The label shown for a catalogue attribute (card fields, the product's specifications): the
 * catalogue's own label when it names one (its filter labels), else a known word, else the name
 * read as words ("readLength" -> "Read length", "storage_temp" -> "Storage temp"). Never the raw
 * key a buyer would not recognise.
 */
export function attributeLabel(
  name: string,
  catalogueLabels: Readonly<Record<string, string>> = {},
): string {
  const named = catalogueLabels[name] ?? KNOWN_LABELS[name];
  if (named) return named;
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
