/**
 * A small JSON Schema -> TypeScript declaration generator for the subset our schemas use (type,
 * properties, required, additionalProperties, items, enum, const, anyOf/oneOf/allOf, local $ref).
 * It keeps prop types derived from the schemas, written once, without a new dependency:
 * json-schema-to-ts's FromSchema needs the schema as a TypeScript `as const` literal, and the
 * schemas must stay JSON files that the server shares.
 *
 * Naming: the root, every entry of `definitions`/`$defs`, and every subschema with a `title`
 * become exported named types; a title must therefore be a PascalCase identifier.
 */
export type JsonSchema = boolean | JsonSchemaObject;

export interface JsonSchemaObject {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  items?: JsonSchema | JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
  [keyword: string]: unknown;
}

const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Returns the declarations (one `export` per named type) for a schema, root type first. */
export function schemaToTypes(root: JsonSchemaObject, rootName: string, source: string): string {
  const declarations = new Map<string, string>();
  const shapes = new Map<string, JsonSchema>();
  const definitions = { ...root.definitions, ...root.$defs };

  function fail(message: string): never {
    throw new Error(`${source}: ${message}`);
  }

  function declare(name: string, schema: JsonSchema): string {
    if (!TYPE_NAME.test(name)) fail(`"${name}" cannot name a type: use a PascalCase title`);
    const known = shapes.get(name);
    if (known !== undefined) {
      if (known !== schema) fail(`two different subschemas are both named "${name}"`);
      return name;
    }
    shapes.set(name, schema);
    declarations.set(name, ''); // reserves the slot so recursive references stop here
    const body = inline(schema);
    const doc = typeof schema === 'object' ? jsDoc(schema.description, '') : '';
    declarations.set(
      name,
      body.startsWith('{')
        ? `${doc}export interface ${name} ${body}`
        : `${doc}export type ${name} = ${body};`,
    );
    return name;
  }

  function typeOf(schema: JsonSchema): string {
    if (typeof schema === 'object' && schema.$ref === undefined && schema.title !== undefined) {
      return declare(schema.title, schema);
    }
    return inline(schema);
  }

  function inline(schema: JsonSchema): string {
    if (schema === true) return 'unknown';
    if (schema === false) return 'never';
    if (schema.$ref !== undefined) return reference(schema.$ref);
    if ('const' in schema) return literal(schema.const);
    if (schema.enum) return schema.enum.map(literal).join(' | ');
    if (schema.anyOf ?? schema.oneOf) return union((schema.anyOf ?? schema.oneOf) as JsonSchema[]);
    if (schema.allOf) return schema.allOf.map((s) => parenthesize(typeOf(s))).join(' & ');
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length === 0) return schema.properties ? objectType(schema) : 'unknown';
    return types.map((type) => ofType(type, schema)).join(' | ');
  }

  function reference(ref: string): string {
    const match = /^#\/(?:definitions|\$defs)\/([^/]+)$/.exec(ref);
    const target = match?.[1] !== undefined ? definitions[match[1]] : undefined;
    if (!match?.[1] || target === undefined) fail(`unsupported or dangling $ref "${ref}"`);
    return declare(match[1], target);
  }

  function ofType(type: string, schema: JsonSchemaObject): string {
    switch (type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        return type;
      case 'integer':
        return 'number';
      case 'array':
        if (Array.isArray(schema.items)) fail('tuple `items` are not supported');
        return `${parenthesize(schema.items === undefined ? 'unknown' : typeOf(schema.items))}[]`;
      case 'object':
        return objectType(schema);
      default:
        return fail(`unknown type "${type}"`);
    }
  }

  function objectType(schema: JsonSchemaObject): string {
    const required = new Set(schema.required ?? []);
    const members = Object.entries(schema.properties ?? {}).map(([key, property]) => {
      const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
      const doc = typeof property === 'object' ? jsDoc(property.description, '  ') : '';
      return `${doc}  ${name}${required.has(key) ? '' : '?'}: ${typeOf(property)};`;
    });
    // Open objects keep their extra keys visible to the type checker, but only as unknown.
    if (schema.additionalProperties !== false) members.push('  [key: string]: unknown;');
    return members.length === 0 ? '{}' : `{\n${members.join('\n')}\n}`;
  }

  function union(schemas: JsonSchema[]): string {
    return schemas.map((s) => parenthesize(typeOf(s))).join(' | ');
  }

  declare(rootName, root);
  return [...declarations.values()].join('\n\n') + '\n';
}

function literal(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

/** Wraps a type in parentheses when it has a top-level `|` or `&` (before `[]` or `&`). */
function parenthesize(type: string): string {
  let depth = 0;
  let quoted = false;
  let escaped = false;
  for (const char of type) {
    // Enum and const values are JSON string literals: their characters are not syntax.
    if (quoted) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '{' || char === '(' || char === '[') depth++;
    else if (char === '}' || char === ')' || char === ']') depth--;
    else if (depth === 0 && (char === '|' || char === '&')) return `(${type})`;
  }
  return type;
}

function jsDoc(description: string | undefined, indent: string): string {
  if (!description) return '';
  return `${indent}/** ${description.replace(/\*\//g, '*\\/')} */\n`;
}
