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
