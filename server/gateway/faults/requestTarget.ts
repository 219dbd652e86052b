import { Kind, parse } from 'graphql';
import type { DocumentNode, FieldNode, ValueNode } from 'graphql';
import { endpointType } from '../salesforce/endpointType';

/** What a request asks for, as far as fault rules care: its root fields and makeCall types. */
export interface RequestTarget {
  operations: string[];
  types: string[];
}

export const EMPTY_TARGET: RequestTarget = { operations: [], types: [] };

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Reads the target from a GraphQL POST body without executing it. Anything unreadable yields an
 * empty target (only rules without operation and type then match); GraphQL itself reports the
 * real problem afterwards.
 */
export function describeRequest(body: unknown): RequestTarget {
  if (typeof body !== 'object' || body === null) return EMPTY_TARGET;
  const { query, variables, operationName } = body as GraphQLBody;
  if (typeof query !== 'string') return EMPTY_TARGET;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return EMPTY_TARGET;
  }
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (typeof operationName !== 'string' || definition.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return EMPTY_TARGET;
  const vars =
    typeof variables === 'object' && variables !== null
      ? (variables as Record<string, unknown>)
      : {};
  const fields = operation.selectionSet.selections.filter(
    (s): s is FieldNode => s.kind === Kind.FIELD,
  );
  return {
    operations: fields.map((field) => field.name.value),
    types: fields.flatMap((field) => makeCallType(field, vars) ?? []),
  };
}

function makeCallType(field: FieldNode, variables: Record<string, unknown>): string | null {
  if (field.name.value !== 'salesforceActions') return null;
  const argument = (name: string) => field.arguments?.find((arg) => arg.name.value === name)?.value;
  const action = argumentValue(argument('action'), variables);
  if (action !== 'makeCall') return null;
  let data = argumentValue(argument('data'), variables);
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const endpoint =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).endpoint : null;
  return typeof endpoint === 'string' ? endpointType(endpoint) : null;
}

function argumentValue(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.STRING) return node.value;
  return undefined;
}
