/**
 * Storybook controls derived from a block's JSON Schema (and the shared layout settings schema):
 * every leaf of the block data becomes one arg named by its path (`configuration.heading`,
 * `layoutSettings.background.opacity`), with the control its schema implies: enums as selects,
 * bounded numbers as ranges, hex colours as colour pickers, booleans as toggles, arrays and free
 * objects as JSON. The story reassembles the args into the stored block (`argsToData`), so an
 * admin edits exactly what the template store keeps.
 */
import type { ArgTypes } from '@storybook/react-vite';

/** The part of JSON Schema the controls read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  description?: string;
  title?: string;
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
}

/** Args are flat: one per schema leaf, keyed by its dotted path. */
export type FlatArgs = Record<string, unknown>;

/** Follows a local `$ref` (`#/definitions/X` or `#/$defs/X`) within `root`. */
export function resolveRef(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node;
  const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(node.$ref);
  const target = match ? root[match[1] as 'definitions' | '$defs']?.[match[2]!] : undefined;
  if (!target) throw new Error(`schema controls: cannot resolve $ref ${node.$ref}`);
  return { ...resolveRef(target, root), ...withoutRef(node) };
}

function withoutRef(node: JsonSchema): JsonSchema {
  const rest = { ...node };
  delete rest.$ref;
  return rest;
}

/** An object node whose fields are known, so each field gets its own control. */
function isGroup(node: JsonSchema): boolean {
  return node.properties !== undefined && Object.keys(node.properties).length > 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Matches the hex colour patterns the schemas use (`#RGB` / `#RRGGBB`). */
function isColorPattern(pattern: string | undefined): boolean {
  return pattern !== undefined && pattern.includes('#') && pattern.includes('A-Fa-f');
}

// Storybook select options must be strings; these stand for the values that are not.
const UNSET = '(not set)';
const EMPTY = '(empty string)';
const NULL = '(null)';

/** The select option standing for an enum value. */
export function optionOf(value: unknown): string {
  return value === '' ? EMPTY : value === null ? NULL : String(value);
}

/**
 * A select over the enum's values, plus "not set" and any `extra` values (a story showing what
 * the renderer does with a value the schema refuses).
 */
export function enumArgType(values: readonly unknown[], extra: readonly string[] = []) {
  const mapping: Record<string, unknown> = { [UNSET]: undefined };
  for (const value of [...values, ...extra]) mapping[optionOf(value)] = value;
  return { control: { type: 'select' as const }, options: Object.keys(mapping), mapping };
}

function leafArgType(node: JsonSchema) {
  if (node.enum) return enumArgType(node.enum);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length === 1 && (types[0] === 'number' || types[0] === 'integer')) {
    const step = types[0] === 'integer' ? 1 : undefined;
    const bounded = node.minimum !== undefined && node.maximum !== undefined;
    return {
      control: {
        type:
          bounded && node.maximum! - node.minimum! <= 1000
            ? ('range' as const)
            : ('number' as const),
        min: node.minimum,
        max: node.maximum,
        step,
      },
    };
  }
  if (types.length === 1 && types[0] === 'boolean')
    return { control: { type: 'boolean' as const } };
  if (types.length === 1 && types[0] === 'string') {
    return {
      control: { type: isColorPattern(node.pattern) ? ('color' as const) : ('text' as const) },
    };
  }
  // Mixed scalars (a CSS length is a string or a number) are typed as text.
  if (types.length > 0 && types.every((type) => type === 'string' || type === 'number')) {
    return { control: { type: 'text' as const } };
  }
  return { control: { type: 'object' as const } };
}

/**
 * One argType per leaf of `schema`, under `prefix` (`configuration`, `layoutSettings`). Nested
 * groups (a button, the layout, the background) become subcategories of the controls table.
 */
export function schemaArgTypes(
  schema: JsonSchema,
  prefix: string,
  root: JsonSchema = schema,
): ArgTypes {
  const argTypes: ArgTypes = {};
  const walk = (node: JsonSchema, path: string, required: boolean, group: string | undefined) => {
    const resolved = resolveRef(node, root);
    if (isGroup(resolved)) {
      for (const [key, child] of Object.entries(resolved.properties ?? {})) {
        const childPath = `${path}.${key}`;
        const childGroup = path === prefix ? undefined : path.slice(prefix.length + 1);
        walk(child, childPath, resolved.required?.includes(key) ?? false, group ?? childGroup);
      }
      return;
    }
    argTypes[path] = {
      name: path,
      description: resolved.description ?? resolved.title,
      type: { name: 'other', value: '', required },
      table: { category: prefix, ...(group ? { subcategory: group } : {}) },
      ...leafArgType(resolved),
    };
  };
  walk(schema, prefix, true, undefined);
  return argTypes;
}

/**
 * Flattens stored block data to args along the schema: fields of schema groups get their own arg;
 * anything else (arrays, free objects, fields the schema does not know) stays one value.
 */
export function dataToArgs(
  data: unknown,
  schema: JsonSchema,
  prefix: string,
  root: JsonSchema = schema,
): FlatArgs {
  const args: FlatArgs = {};
  const walk = (value: unknown, node: JsonSchema | undefined, path: string) => {
    const resolved = node ? resolveRef(node, root) : undefined;
    if (resolved && isGroup(resolved) && isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        walk(child, resolved.properties?.[key], `${path}.${key}`);
      }
      return;
    }
    // Selects hold option names; Storybook maps them back to the values ('', null) on render.
    args[path] = resolved?.enum ? optionOf(value) : value;
  };
  walk(data, schema, prefix);
  return args;
}

/**
 * Rebuilds the value under `prefix` from flat args; unset args (undefined) are left out, as an
 * admin clearing a field removes it. Undefined when nothing under the prefix is set.
 */
export function argsToData(args: FlatArgs, prefix: string): unknown {
  if (prefix in args) return args[prefix];
  let result: Record<string, unknown> | undefined;
  for (const [path, value] of Object.entries(args)) {
    if (value === undefined || !path.startsWith(`${prefix}.`)) continue;
    const keys = path.slice(prefix.length + 1).split('.');
    result ??= {};
    let target = result;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = isPlainObject(next) ? next : (target[key] = {});
    }
    target[keys[keys.length - 1]!] = value;
  }
  return result;
}
