// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/** The runtime's public entry points: what blocks and integrators may import. */
const ENTRY_POINTS = ['runtime/index.ts', 'runtime/blocks.ts', 'runtime/ui/index.ts'];

/**
 * Each entry's audience and the document that lists, by name in backticks, every export it gives
 * that audience (the integrator guide; the architecture's "Public entries" section). An export no
 * audience's document names fails, so nothing becomes public by accident.
 */
const AUDIENCES = [
  { entry: 'runtime/index.ts', doc: 'docs/integrators.md', section: '## Imports from' },
  { entry: 'runtime/blocks.ts', doc: 'docs/architecture.md', section: '## Public entries' },
];

function loadProgram(entries: readonly string[]) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repo, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error('tsconfig.json did not parse');
  return ts.createProgram(
    entries.map((file) => path.join(repo, file)),
    config.options,
  );
}

function exportsOf(program: ts.Program, entry: string): ts.Symbol[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(repo, entry));
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entry} did not load`);
  return checker.getExportsOfModule(module);
}

/** The text of a document's section, from its heading to the next heading of that level. */
function sectionOf(doc: string, heading: string): string {
  const text = readFileSync(path.join(repo, doc), 'utf8');
  const start = text.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`${doc} has no section starting "${heading}"`);
  const next = text.indexOf('\n## ', start + heading.length + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

describe('the public API', () => {
  const program = loadProgram(ENTRY_POINTS);

  it('documents every export with TSDoc at its definition', () => {
    const checker = program.getTypeChecker();
    const undocumented: string[] = [];
    for (const entry of ENTRY_POINTS) {
      for (const exported of exportsOf(program, entry)) {
        const target =
          exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const docs = ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
        if (docs === '') {
          const file = target.declarations?.[0]?.getSourceFile().fileName ?? '?';
          undocumented.push(`${entry}: ${exported.name} (${path.relative(repo, file)})`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  }, 60_000);

  it('names every export in the document of its audience', () => {
    const integratorNames = new Set(exportsOf(program, AUDIENCES[0]!.entry).map((e) => e.name));
    const unlisted: string[] = [];
    for (const { entry, doc, section } of AUDIENCES) {
      const text = sectionOf(doc, section);
      for (const { name } of exportsOf(program, entry)) {
        // The blocks' entry re-exports the integrator API, which the integrator guide lists.
        if (entry !== AUDIENCES[0]!.entry && integratorNames.has(name)) continue;
        if (!text.includes(`\`${name}\``)) unlisted.push(`${entry}: ${name} (not in ${doc})`);
      }
    }
    expect(unlisted).toEqual([]);
  }, 60_000);

  it("keeps the runtime's wiring out of every public entry", () => {
    const wiring = [
      'setAddToCartHandler',
      'emitCartChanged',
      'resetCart',
      'installCart',
      'publishCart',
      'scheduleCartRefresh',
      'CART_QUERY_KEY',
      'GatewayProvider',
      'makeCall',
    ];
    const leaked = ENTRY_POINTS.flatMap((entry) =>
      exportsOf(program, entry)
        .filter((exported) => wiring.includes(exported.name))
        .map((exported) => `${entry}: ${exported.name}`),
    );
    expect(leaked).toEqual([]);
  });
});
