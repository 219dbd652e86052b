import type { FieldFormat } from '../../runtime/blocks';

export interface FieldMetadata {
  name: string;
  label: string;
  type: string;
}

export interface RecordAnswer {
  recordData: Record<string, unknown>;
  fieldsMetadata: FieldMetadata[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * getRecord's content as the block uses it, or null for "no record": the CRM's "No records
 * Found." arrives as an empty list, and anything without recordData is no record either.
 */
export function readRecordAnswer(content: unknown): RecordAnswer | null {
  if (!isObject(content) || !isObject(content.recordData)) return null;
  const metadata = Array.isArray(content.fieldsMetadata) ? content.fieldsMetadata : [];
  return {
    recordData: content.recordData,
    fieldsMetadata: metadata.filter(
      (field): field is FieldMetadata =>
        isObject(field) && typeof field.name === 'string' && typeof field.label === 'string',
    ),
  };
}

/** The CRM's field types (crmObjects.ts) as display formats. */
export function formatOfCrmType(type: string | undefined): FieldFormat {
  switch (type) {
    case 'currency':
      return 'currency';
    case 'datetime':
      return 'datetime';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
}
