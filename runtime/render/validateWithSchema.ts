import type { BlockIssue } from './blockIssue';
import type { CompiledSchema } from './compiledSchema';
import { toBlockIssues } from './schemaErrors';

/** A validation verdict: ok, or the issues (JSON pointer path and message) that refused the data. */
export type ValidationResult = { ok: true } | { ok: false; errors: BlockIssue[] };

/** Runs a precompiled validator and turns its errors into issues rooted at `prefix`. */
export function validateWithSchema(
  schema: CompiledSchema,
  data: unknown,
  prefix = '',
): ValidationResult {
  if (schema.validate(data)) return { ok: true };
  const errors = toBlockIssues(schema.validate.errors, prefix);
  return {
    ok: false,
    errors: errors.length > 0 ? errors : [{ path: prefix || '/', message: 'is invalid' }],
  };
}
