import { existsSync } from 'node:fs';
import { compiledSchema as layoutSettingsSchema } from '../../schemas/generated/layoutSettings';
import type { StoredBlockData } from '../../runtime/render/blockData';
import type { CompiledSchema } from '../../runtime/render/compiledSchema';
import { prepareBlock } from '../../runtime/render/prepareBlock';
import { loadLayoutSchema } from '../../runtime/render/layoutSchema';
import { validateWithSchema } from '../../runtime/render/validateWithSchema';
import { median } from './median';

export interface ValidationCost {
  componentName: string;
  /** Stored blocks of this component, and how many valid ones were measured (up to SAMPLE). */
  blocks: number;
  measured: number;
  /** Block schema (configuration + contentJSON) and layout settings, as the pipeline runs them. */
  validateMicros: number;
  /** The whole pipeline before mounting: migrate, validate, visibility, layout and background. */
  prepareMicros: number;
}

const ITERATIONS = 1_000;
const BATCHES = 15;
/** Stored blocks measured per componentName (the seed has many of some). */
const SAMPLE = 8;

/** Median over batches of the mean microseconds per call of `run` (each batch: ITERATIONS calls). */
function microsPerCall(run: () => unknown): number {
  for (let i = 0; i < ITERATIONS; i += 1) run(); // warm up, so the JIT has compiled the validator
  const samples: number[] = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const begin = performance.now();
    for (let i = 0; i < ITERATIONS; i += 1) run();
    samples.push(((performance.now() - begin) * 1000) / ITERATIONS);
  }
  return median(samples);
}

/**
 * Validation cost per block of the seeded storefronts, by componentName (the median over that
 * component's stored blocks), measured in Node's V8 with the generated validators the browser runs.
 */
export async function measureValidationCost(
  blocks: readonly StoredBlockData[],
): Promise<ValidationCost[]> {
  const byName = new Map<string, StoredBlockData[]>();
  for (const block of blocks) {
    byName.set(block.componentName, [...(byName.get(block.componentName) ?? []), block]);
  }
  const results: ValidationCost[] = [];
  // prepareBlock validates the layout settings with the lazily loaded validator.
  await loadLayoutSchema();
  for (const [componentName, stored] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    // Blocks seeded for parts not built yet have no schema (they render a placeholder).
    if (
      !existsSync(new URL(`../../schemas/generated/blocks/${componentName}.js`, import.meta.url))
    ) {
      continue;
    }
    const module = (await import(`../../schemas/generated/blocks/${componentName}.js`)) as {
      compiledSchema: CompiledSchema;
    };
    const schema = module.compiledSchema;
    // Valid stored configurations (the normal case; a failing one stops the pipeline early).
    const sample = stored
      .filter((block) => prepareBlock(block, { schema }, { isGuest: true }).kind !== 'placeholder')
      .slice(0, SAMPLE);
    if (sample.length === 0) continue;
    const validate = sample.map((block) =>
      microsPerCall(() => {
        validateWithSchema(schema, {
          configuration: block.configuration,
          contentJSON: block.contentJSON,
        });
        validateWithSchema(layoutSettingsSchema, block.layoutSettings, '/layoutSettings');
      }),
    );
    const prepare = sample.map((block) =>
      microsPerCall(() => prepareBlock(block, { schema }, { isGuest: true })),
    );
    results.push({
      componentName,
      blocks: stored.length,
      measured: sample.length,
      validateMicros: median(validate),
      prepareMicros: median(prepare),
    });
  }
  return results;
}
