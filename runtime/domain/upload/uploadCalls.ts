import { makeCall, type GatewayConnection } from '../../gateway/index';
import { currencyCode } from '../money/index';
import { LOOKUP_BATCH_SIZE, LOOKUP_CONCURRENCY } from './uploadLimits';
import { readUploadFile, type UploadFileInput } from './uploadParse';
import { checkUploadRows, itemNumbersOf, readUploadRows } from './uploadRules';
import type { UploadItem, UploadReport } from './uploadTypes';

/** retrieveCatalogNG's item as the upload reads it. */
interface CatalogueAnswerItem {
  itemId: string;
  catalogItemId: string;
  sku: string;
  title: string;
  configurationRequirement?: string | null;
  price?: number | string | null;
  currency?: string | null;
  attributes?: Record<string, string | number | null> | null;
}

const toUploadItem = (item: CatalogueAnswerItem): UploadItem => ({
  itemId: item.itemId,
  catalogItemId: item.catalogItemId,
  sku: item.sku,
  title: item.title,
  configurationRequirement: item.configurationRequirement ?? null,
  price: item.price === null || item.price === undefined ? null : Number(item.price),
  currency: currencyCode(item.currency, '') || null,
  attributes: item.attributes ?? {},
});

/**
 * The catalogue items the numbers name, on this storefront: retrieveCatalogNG with the exact
 * `itemNumbers` of one batch at a time (LOOKUP_BATCH_SIZE), a few batches at once. A number the
 * answer lacks is not in the storefront's catalogue.
 */
export async function lookUpItems(
  connection: GatewayConnection,
  numbers: readonly string[],
  signal?: AbortSignal,
): Promise<UploadItem[]> {
  const batches: string[][] = [];
  for (let start = 0; start < numbers.length; start += LOOKUP_BATCH_SIZE)
    batches.push(numbers.slice(start, start + LOOKUP_BATCH_SIZE));
  const found: UploadItem[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const content = await makeCall<{ lstItems?: CatalogueAnswerItem[] } | []>(
        connection,
        {
          base: 'ecommerce',
          type: 'retrieveCatalogNG',
          method: 'POST',
          payload: {
            jsonData: JSON.stringify({ itemNumbers: batch, page: 1, pageSize: batch.length }),
          },
        },
        { signal },
      );
      // 'ERROR: No records Found.' arrives as [].
      if (!Array.isArray(content)) found.push(...(content.lstItems ?? []).map(toUploadItem));
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(LOOKUP_CONCURRENCY, batches.length) }, () => worker()),
  );
  return found;
}

/** One catalogue item by its id or number (the item an Upload action opened), or null. */
export async function lookUpItem(
  connection: GatewayConnection,
  itemNumber: string,
  signal?: AbortSignal,
): Promise<UploadItem | null> {
  const [item] = await lookUpItems(connection, [itemNumber], signal);
  return item ?? null;
}

/**
 * Reads a chosen file and checks every row against the catalogue: the whole upload check of
 * issue 20 as one call, for the block's mutation and for tests.
 */
export async function checkUploadFile(
  connection: GatewayConnection,
  file: UploadFileInput,
  signal?: AbortSignal,
): Promise<UploadReport> {
  const read = readUploadRows(await readUploadFile(file));
  const items = read.drafts.length
    ? await lookUpItems(connection, itemNumbersOf(read), signal)
    : [];
  return checkUploadRows(read, items);
}
