import { resolveCaller } from '../../caller';
import { crmError, noRecords, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { findCrmObject, pickFields } from '../../../../schemas/crm/crmObjects';
import { readableRecord } from '../../records/readableRecord';
import {
  accountPriceFields,
  contractPriceBook,
  contractPriceTiers,
} from '../../records/contractPrices';
import type { Db } from '../../../shared/contracts';

/**
 * A product's Price for the account acting: its contract price for one unit, with ListPrice when
 * lower, and PriceTiers (the unit price per quantity range) when the book tiers its family.
 */
async function withContractPrice(
  db: Db,
  accountId: string | null,
  itemId: string,
  record: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const book = await contractPriceBook(db, accountId);
  if (book.size === 0) return record;
  const [item] = await db.query<{ item_group: string }>(
    'SELECT item_group FROM catalog_items WHERE item_id = $1',
    [itemId],
  );
  if (!item) return record;
  const { price, listPrice } = accountPriceFields(book, item.item_group, record.Price);
  const tiers = contractPriceTiers(book, item.item_group, Number(record.Price));
  return {
    ...record,
    Price: price,
    ...(listPrice === undefined ? {} : { ListPrice: listPrice }),
    ...(tiers.length > 1 ? { PriceTiers: tiers } : {}),
  };
}

/**
 * One record of an object (displayFields, objectName, objectId) with its fields' metadata. Only a
 * record the caller may see is answered; any other id reads as not found.
 */
export const getRecord: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const objectName = stringArg(request, 'objectName', 'obj');
    const objectId = stringArg(request, 'objectId', 'recordId');
    if (!objectName || !objectId) return crmError('objectName and objectId are required.');
    const object = findCrmObject(objectName);
    if (!object) return crmError(`Invalid object name ${objectName}.`);
    const fields = pickFields(
      object,
      payloadArg(request, 'displayFields') ?? request.query.get('displayFields'),
    );
    const caller = await resolveCaller(request);
    const record = await readableRecord(request.db, caller, object, objectId, fields);
    if (!record) return noRecords();
    return ok({
      recordData:
        object.table === 'catalog_items' && 'Price' in record
          ? await withContractPrice(request.db, caller.accountId, objectId, record)
          : record,
      fieldsMetadata: fields.map(([name, field]) => ({
        name,
        label: field.label,
        type: field.type,
      })),
    });
  },
};
