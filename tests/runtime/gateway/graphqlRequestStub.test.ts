import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { analyzeDocument } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../../runtime/gateway/client';
import { fakeGatewayFetch, GATEWAY_URL, API_KEY } from './fakeGatewayFetch';

const BUILD = path.resolve(import.meta.dirname, '../../../node_modules/graphql-request/build');

/** Every name graphql-request's ESM build imports from `graphql`, by file. */
function graphqlImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'graphql'/g)) {
          const names = match[1]!
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean);
          found.set(path.relative(BUILD, file), [
            ...(found.get(path.relative(BUILD, file)) ?? []),
            ...names,
          ]);
        }
      }
    }
  };
  walk(BUILD);
  return found;
}

describe('graphql-request without the graphql package (browser bundle)', () => {
  it('reaches graphql only through parse, print and Kind in the legacy client path', () => {
    const imports = graphqlImports();
    const legacy = [...imports].filter(([file]) => file.startsWith('legacy'));
    expect(Object.fromEntries(legacy)).toEqual({
      [path.join('legacy', 'helpers', 'analyzeDocument.js')]: ['parse', 'print'],
      [path.join('legacy', 'lib', 'graphql.js')]: ['Kind'],
    });
    // The entry point the app imports reaches only the legacy client (not lib/graphql*.js).
    const main = readFileSync(path.join(BUILD, 'entrypoints', 'main.js'), 'utf8');
    expect(
      [...main.matchAll(/from '([^']+)'/g)].every(([, from]) => from!.startsWith('../legacy/')),
    ).toBe(true);
  });

  it('runs with the stub in this test project, as in the bundle', () => {
    // The real parse would name the operation; the stub throws and graphql-request swallows it.
    expect(analyzeDocument('query Named { a }').operationName).toBeUndefined();
    // A DocumentNode would need print: the stub fails loudly instead of sending something wrong.
    expect(() => analyzeDocument({ kind: 'Document', definitions: [] } as never, true)).toThrow(
      /print: graphql-request needed the graphql package/,
    );
  });

  it('sends a string document as it is, with no parse or print, body exactly {query, variables}', async () => {
    const { fetch, received } = fakeGatewayFetch(() => ({ ok: true }));
    const client = createGatewayClient(GATEWAY_URL, API_KEY, { fetch });
    const document = 'query getThing($id: ID!) { getThing(id: $id) }';
    await expect(client.request({ document, variables: { id: '7' } })).resolves.toEqual({
      ok: true,
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({ query: document, variables: { id: '7' } });
  });
});
