/**
 * What graphql-request gets in place of the `graphql` package in the browser bundle
 * (scripts/build/graphqlRequestWithoutGraphql.ts). graphql-request imports `parse`, `print` and
 * `Kind` from `graphql`, but with string documents and `excludeOperationName: true` (client.ts) it
 * never calls them: the document string is sent as it is. If that ever stops being true (a
 * DocumentNode passed, or the option dropped), these fail loudly rather than mis-send a request.
 * tests/runtime/gateway/graphqlRequestStub.test.ts proves the call path.
 */
const reason =
  'graphql-request needed the graphql package: the browser bundle sends string documents with excludeOperationName (runtime/gateway/client.ts)';

export function parse(): never {
  throw new Error(`parse: ${reason}`);
}

export function print(): never {
  throw new Error(`print: ${reason}`);
}

/** Only compared against nodes that parse would have produced. */
export const Kind = Object.freeze({ OPERATION_DEFINITION: 'OperationDefinition' });
