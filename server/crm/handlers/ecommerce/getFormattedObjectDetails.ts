import { crmError, forbidden, noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { mayReadRecord } from '../../records/ownership';
import { findCrmObject, pickFields } from '../../../../schemas/crm/crmObjects';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';
import { productDocumentList } from '../../documents/productDocuments';

/**
 * One record (objectapi, objectid) with its fields formatted for display: name, label, type,
 * value. For a product (Product2) the answer adds what a product page shows: the catalogue item
 * ids, its attributes, images and documents. A product is found by item id, catalogue item id or
 * SKU, and only in the calling storefront's catalogues.
 */
export const getFormattedObjectDetails: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const objectApi = stringArg(request, 'objectapi', 'objectApi', 'objectName');
    const objectId = stringArg(request, 'objectid', 'objectId');
    if (!objectApi || !objectId) return crmError('objectapi and objectid are required.');
    const object = findCrmObject(objectApi);
    if (!object) return crmError(`Invalid object name ${objectApi}.`);
    const fields = pickFields(object, null);
    const columns = fields.map(([name, field]) => `t.${field.column} AS "${name}"`).join(', ');
    if (object.table !== 'catalog_items') {
      const idColumn = object.fields.Id?.column ?? 'id';
      if (!(await mayReadRecord(request.db, request.caller, object.table, idColumn, objectId)))
        return forbidden(`you may not read this ${objectApi} record.`);
      const [record] = await request.db.query(
        `SELECT ${columns} FROM ${object.table} t WHERE t.${idColumn} = $1`,
        [objectId],
      );
      if (!record) return noRecords();
      return ok({
        objectApi,
        objectId,
        fields: fields.map(([name, field]) => ({
          name,
          label: field.label,
          type: field.type,
          value: record[name] ?? null,
        })),
      });
    }
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const [record] = await request.db.query(
      `SELECT ${columns}, t.item_id, t.catalog_item_id, t.catalog_id, t.attributes, t.image_url,
              t.thumbnail_url, t.friendly_url, t.item_group
         FROM catalog_items t JOIN storefront_catalogs sc ON sc.catalog_id = t.catalog_id AND sc.storefront_id = $2
        WHERE t.active AND (t.item_id = $1 OR t.catalog_item_id = $1 OR lower(t.sku) = lower($1))`,
      [objectId, storefrontId],
    );
    if (!record) return noRecords();
    const sku = String(record.ProductCode);
    // The organisation selling through the storefront makes its products (structured data's brand).
    const [maker] = await request.db.query<{ name: string }>(
      'SELECT o.name FROM storefronts s JOIN organizations o ON o.id = s.organization_id WHERE s.storefront_id = $1',
      [storefrontId],
    );
    return ok({
      objectApi: 'Product2',
      objectId: record.item_id,
      itemId: record.item_id,
      catalogItemId: record.catalog_item_id,
      catalogId: record.catalog_id,
      group: record.item_group,
      friendlyURL: record.friendly_url,
      ...(maker ? { brand: maker.name } : {}),
      fields: fields.map(([name, field]) => ({
        name,
        label: field.label,
        type: field.type,
        value: record[name] ?? null,
      })),
      attributes: record.attributes,
      // One picture per catalogue item in the seed; the thumbnail is its small version, not a
      // second picture.
      images: [
        {
          url: record.image_url,
          thumbnailUrl: record.thumbnail_url ?? null,
          alt: String(record.Name),
        },
      ],
      // Generated on request by the document store (server/crm/documents), so each link opens.
      documents: productDocumentList({
        sku,
        title: String(record.Name),
        description: String(record.Description ?? ''),
        group: String(record.item_group),
        attributes: (record.attributes ?? {}) as Record<string, unknown>,
      }),
    });
  },
};
