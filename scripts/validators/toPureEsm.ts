import { AJV_RUNTIME_HELPERS } from './ajvRuntimeHelpers.ts';

const HELPER_REQUIRE = /const (\w+) = require\("ajv\/dist\/runtime\/(\w+)"\)\.default;/g;

/**
 * Turns ajv's standalone `code.esm` output into pure ESM: each `require()` of a runtime helper is
 * replaced by an inlined copy of that helper. Fails when something still needs a CommonJS or
 * eval-style escape hatch, because the browser bundle must run under a CSP without 'unsafe-eval'.
 */
export function toPureEsm(code: string, source: string): string {
  const used = new Set<string>();
  let esm = code.replace(HELPER_REQUIRE, (_match, local: string, helper: string) => {
    if (!(helper in AJV_RUNTIME_HELPERS)) {
      throw new Error(
        `${source}: the validator needs ajv's runtime helper "${helper}", which is not inlined ` +
          `(see scripts/validators/ajvRuntimeHelpers.ts); avoid the keyword that needs it or add it`,
      );
    }
    used.add(helper);
    return `const ${local} = ${helper};`;
  });
  // The leading "use strict" is implied by ESM; ajv adds it for its CommonJS flavour.
  esm = esm.replace(/^"use strict";/, '');
  const helpers = [...used].sort().map((name) => AJV_RUNTIME_HELPERS[name]);
  esm = [...helpers, esm].join('\n');
  assertPureEsm(esm, source);
  return esm;
}

/** The checks the brief asks of every generated module (and of the built bundle). */
export function assertPureEsm(code: string, source: string): void {
  for (const forbidden of ['require(', 'new Function', 'eval(']) {
    if (code.includes(forbidden)) {
      throw new Error(`${source}: generated validator still contains "${forbidden}"`);
    }
  }
}
