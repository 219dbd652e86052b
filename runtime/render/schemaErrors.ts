import type { BlockIssue } from './blockIssue';
import type { SchemaError } from './compiledSchema';

/**
 * ajv errors as issues a person can act on: the path points at the offending property itself
 * (ajv reports a missing or unknown property on its parent object), and enum messages list the
 * allowed values. `prefix` roots the paths, e.g. '/layoutSettings'.
 */
export function toBlockIssues(
  errors: readonly SchemaError[] | null | undefined,
  prefix = '',
): BlockIssue[] {
  return (errors ?? []).map((error) => {
    const at = `${prefix}${error.instancePath}`;
    switch (error.keyword) {
      case 'required':
        return { path: `${at}/${String(error.params.missingProperty)}`, message: 'is required' };
      case 'additionalProperties':
        return {
          path: `${at}/${String(error.params.additionalProperty)}`,
          message: 'is not a known property',
        };
      case 'enum':
        return {
          path: at || '/',
          message: `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        };
      default:
        return { path: at || '/', message: error.message ?? `fails ${error.keyword}` };
    }
  });
}
