// @vitest-environment node
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/** The runtime's public entry points: what blocks and integrators may import. */
const ENTRY_POINTS = ['runtime/index.ts', 'runtime/ui/index.ts'];

describe('the public API', () => {
  it('documents every export with TSDoc at its definition', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(repo, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    );
    if (!config) throw new Error('tsconfig.json did not parse');
    const program = ts.createProgram(
      ENTRY_POINTS.map((file) => path.join(repo, file)),
      config.options,
    );
    const checker = program.getTypeChecker();
    const undocumented: string[] = [];
    for (const entry of ENTRY_POINTS) {
      const source = program.getSourceFile(path.join(repo, entry));
      const module = source && checker.getSymbolAtLocation(source);
      if (!module) throw new Error(`${entry} did not load`);
      for (const exported of checker.getExportsOfModule(module)) {
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
});
