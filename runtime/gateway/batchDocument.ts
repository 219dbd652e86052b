import { rootField, variableDefinitions } from './documents';
import type { GatewayOperation } from './operationCatalog';

/** One operation waiting in a batch: what it asks for, with its own variables. */
export interface BatchEntry {
  operation: GatewayOperation;
  variables: Readonly<Record<string, unknown>>;
}

export interface BatchDocument {
  document: string;
  variables: Record<string, unknown>;
  /** The alias under which entry `i`'s result comes back. */
  aliases: string[];
}

/**
 * Several operations as root fields of one GraphQL document: entry `i` is aliased `r{i}` and its
 * variables are suffixed `_{i}`, so two calls of the same operation never collide.
 */
export function batchDocument(entries: readonly BatchEntry[]): BatchDocument {
  const definitions: string[] = [];
  const fields: string[] = [];
  const variables: Record<string, unknown> = {};
  const aliases = entries.map((entry, index) => {
    const suffix = `_${index}`;
    const alias = `r${index}`;
    definitions.push(...variableDefinitions(entry.operation, suffix));
    fields.push(rootField(entry.operation, suffix, alias));
    for (const [name, value] of Object.entries(entry.variables)) {
      if (value !== undefined) variables[`${name}${suffix}`] = value;
    }
    return alias;
  });
  return {
    document: `query Batch(${definitions.join(', ')}) { ${fields.join(' ')} }`,
    variables,
    aliases,
  };
}

/** One field of a request as if it had come alone: its alias, operation and own variables. */
export interface UnbatchedField {
  alias: string;
  operation: GatewayOperation;
  variables: Record<string, unknown>;
}

/**
 * The inverse of batchDocument, for stand-ins of the gateway (tests, stories) that answer one
 * operation at a time: a `query Batch` document yields its aliased fields with their variables
 * unsuffixed; an operation's own document yields its one root field under its own name.
 */
export function unbatch(
  query: string,
  variables: Readonly<Record<string, unknown>>,
): UnbatchedField[] {
  if (!query.startsWith('query Batch(')) {
    const operation = /\{\s*(\w+)\(/.exec(query)?.[1] as GatewayOperation | undefined;
    return operation ? [{ alias: operation, operation, variables: { ...variables } }] : [];
  }
  return [...query.matchAll(/(r(\d+)): (\w+)\(/g)].map(([, alias, index, field]) => {
    const suffix = `_${index}`;
    return {
      alias: alias as string,
      operation: field as GatewayOperation,
      variables: Object.fromEntries(
        Object.entries(variables)
          .filter(([name]) => name.endsWith(suffix))
          .map(([name, value]) => [name.slice(0, -suffix.length), value]),
      ),
    };
  });
}
