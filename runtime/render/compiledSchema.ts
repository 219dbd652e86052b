/**
 * A JSON Schema compiled at build time (scripts/compileValidators.ts writes one per schema to
 * schemas/generated/, exported as `compiledSchema`). The browser only ever runs the precompiled
 * `validate`: there is no ajv compiler in the bundle and no `new Function`, so pages run under a
 * CSP without 'unsafe-eval'. Integrators compile their block schemas the same way.
 */
export interface CompiledSchema<Data = unknown> {
  /** The schema's $id, for messages. */
  readonly $id: string;
  /** The version stored configurations are migrated to before validation. */
  readonly schemaVersion: number;
  readonly validate: SchemaValidator<Data>;
}

/** ajv's standalone validate function: a type guard that leaves its errors on itself. */
export interface SchemaValidator<Data> {
  (data: unknown): data is Data;
  errors?: readonly SchemaError[] | null;
}

/** The fields of an ajv error that the runtime reads. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
