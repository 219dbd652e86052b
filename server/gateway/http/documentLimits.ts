// Types only: a second runtime copy of graphql (Vitest loads its ESM build, yoga another) would
// make graphql's own rules throw on "types from another realm"; these rules read the AST only.
import type { ASTVisitor, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * How much work one GraphQL request may ask for. The SDL's deepest legitimate selection is three
 * levels (`metaItemByStorefront { items { ... } }`); the runtime batches at most 20 root fields,
 * each aliased once (runtime/gateway/requestBatcher.ts `MAX_BATCH_SIZE`).
 */
export const DOCUMENT_LIMITS = {
  maxDepth: 6,
  maxRootFields: 20,
  maxAliases: 20,
} as const;

const refusal = (message: string) =>
  createGraphQLError(message, { extensions: { errorType: 'ValidationError' } });

/** Depth of a selection set, following fragments (each fragment once per path: no cycles). */
function depthOf(
  context: ValidationContext,
  set: SelectionSetNode | undefined,
  seen: ReadonlySet<string>,
): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === 'Field')
      deepest = Math.max(deepest, 1 + depthOf(context, selection.selectionSet, seen));
    else if (selection.kind === 'InlineFragment')
      deepest = Math.max(deepest, depthOf(context, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      const fragment = context.getFragment(selection.name.value);
      deepest = Math.max(
        deepest,
        depthOf(context, fragment?.selectionSet, new Set([...seen, selection.name.value])),
      );
    }
  }
  return deepest;
}

/** Root fields of a selection set, through fragments. */
function rootFieldCount(
  context: ValidationContext,
  set: SelectionSetNode,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === 'Field') count += 1;
    else if (selection.kind === 'InlineFragment')
      count += rootFieldCount(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

const depthAndBatchRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(node) {
    const depth = depthOf(context, node.selectionSet, new Set());
    if (depth > DOCUMENT_LIMITS.maxDepth)
      context.reportError(
        refusal(
          `The query is ${depth} levels deep; at most ${DOCUMENT_LIMITS.maxDepth} are allowed.`,
        ),
      );
    const fields = rootFieldCount(context, node.selectionSet, new Set());
    if (fields > DOCUMENT_LIMITS.maxRootFields)
      context.reportError(
        refusal(
          `The request asks for ${fields} operations; at most ${DOCUMENT_LIMITS.maxRootFields} are allowed in one request.`,
        ),
      );
  },
});

const aliasRule: ValidationRule = (context): ASTVisitor => {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > DOCUMENT_LIMITS.maxAliases)
          context.reportError(
            refusal(
              `The request uses ${aliases} aliases; at most ${DOCUMENT_LIMITS.maxAliases} are allowed.`,
            ),
          );
      },
    },
  };
};

/** Schema introspection (`__schema`, `__type`; `__typename` stays allowed, as in graphql's rule). */
const noIntrospectionRule: ValidationRule = (context): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type')
      context.reportError(
        refusal(
          `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
        ),
      );
  },
});

/**
 * The gateway's validation rules: depth, root-field (batch) and alias limits always, and no
 * schema introspection unless `introspection` (development only: the SDL is in the repository).
 */
export function documentLimitsPlugin(options: { introspection: boolean }): Plugin {
  const rules = [depthAndBatchRule, aliasRule];
  if (!options.introspection) rules.push(noIntrospectionRule);
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
