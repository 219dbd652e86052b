import type { Db } from '../../shared/contracts';

/** Field metadata in the shape of a CRM describe call, for picklist fields. */
export interface PicklistField {
  objectName: string;
  name: string;
  label: string;
  type: 'picklist';
  picklistValues: { label: string; value: string; active: true; defaultValue: false }[];
}

interface PicklistRow extends Record<string, unknown> {
  label: string;
  value: string;
}

/**
 * The picklist of `fieldName` on `objectName`. Locally the only picklists are the catalogue filter
 * attributes, so the object is a catalogue id (e.g. `ecat-cytometry`) and the field its attribute.
 * Null when there is no such picklist.
 * TODO(db): move this query into server/db/repositories when the DB part grows one for picklists.
 */
export async function findPicklistField(
  db: Db,
  objectName: string,
  fieldName: string,
): Promise<PicklistField | null> {
  const rows = await db.query<PicklistRow>(
    `SELECT label, value FROM picklists WHERE catalog_id = $1 AND attribute_name = $2 ORDER BY sort_order, value`,
    [objectName, fieldName],
  );
  const [first] = rows;
  if (!first) return null;
  return {
    objectName,
    name: fieldName,
    label: first.label,
    type: 'picklist',
    picklistValues: rows.map((row) => ({
      label: row.value,
      value: row.value,
      active: true,
      defaultValue: false,
    })),
  };
}
