import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const STUB = path.join(root, 'runtime/gateway/graphqlRequestStub.ts');
const GRAPHQL_REQUEST = `${path.sep}node_modules${path.sep}graphql-request${path.sep}`;

/**
 * Resolves `graphql` to runtime/gateway/graphqlRequestStub.ts for imports made by graphql-request
 * only, so the ~11 KB (gzip) GraphQL parser and printer stay out of the browser bundle: with
 * string documents and `excludeOperationName` graphql-request never calls them. Every other
 * importer (the local gateway's graphql-yoga, tests) gets the real package.
 */
export function graphqlRequestWithoutGraphql(): Plugin {
  return {
    name: 'blockfront:graphql-request-without-graphql',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'graphql' || !importer) return null;
      return path.normalize(importer).includes(GRAPHQL_REQUEST) ? STUB : null;
    },
  };
}
