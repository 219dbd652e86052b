import type { LayoutSettings } from '../../schemas/generated/layoutSettings';
import type { BlockIssue } from './blockIssue';
import type { StoredBlockData } from './blockData';
import { blockStyle } from './blockStyle';
import { loadedLayoutSchema } from './layoutSchema';
import type { CompiledSchema } from './compiledSchema';
import { migrateConfiguration, type Migrations } from './migrateConfiguration';
import type { StyleMap } from './styleMap';
import type { Viewer } from './viewer';
import { resolveVisibility } from './visibility';
import { validateWithSchema } from './validateWithSchema';

/**
 * What the pipeline needs of a registered block: its migrations, and either its compiled schema
 * (loaded) or, for a block of a server-rendered first page, the server's verdict that this very
 * stored data passed the block's and the layout's validators at schema version `validatedAt`
 * (serverVerdicts.ts). Validation decides placeholders, nothing security-relevant: the server's
 * word saves the browser the validators' download; any other data is validated here.
 */
export type PreparableBlock =
  | { schema: CompiledSchema; migrations?: Migrations }
  | { validatedAt: number; migrations?: Migrations };

/** The stored data brought to the schema's version and found valid, or why it cannot render. */
export type CheckedBlock =
  | { ok: true; configuration: unknown; layoutSettings: LayoutSettings }
  | { ok: false; reason: 'migration-failed' | 'invalid'; issues: BlockIssue[] };

/** Why a block shows a placeholder instead of itself. */
export type PlaceholderReason = 'unknown-component' | 'migration-failed' | 'invalid' | 'layout';

export type BlockOutcome =
  | { kind: 'ready'; configuration: unknown; contentJSON: unknown; style: StyleMap }
  | { kind: 'hidden'; warning?: string }
  | { kind: 'placeholder'; reason: PlaceholderReason; issues: BlockIssue[] };

/**
 * The block pipeline up to mounting (DESIGN.md section 2 step 3), with no React: look up the
 * definition -> migrate the stored configuration to the schema's version -> validate it (and
 * contentJSON) and the layout settings with the precompiled validators (or take the server's
 * verdict on this data) -> visibility -> layout, styling and background. The first failing step decides the placeholder; a block hidden by
 * visibility renders nothing at all.
 */
export function prepareBlock(
  block: StoredBlockData,
  definition: PreparableBlock | undefined,
  viewer: Viewer,
  layoutSchema?: CompiledSchema,
): BlockOutcome {
  if (!definition) {
    return placeholder('unknown-component', [
      { path: '/componentName', message: `no block "${block.componentName}" is registered` },
    ]);
  }

  const checked =
    'schema' in definition
      ? checkBlock(block, definition.schema, definition.migrations, layoutSchema)
      : migrateValidated(block, definition.validatedAt, definition.migrations);
  if (!checked.ok) return placeholder(checked.reason, checked.issues);
  const { layoutSettings } = checked;

  const visibility = resolveVisibility(layoutSettings.visibility, viewer);
  if (!visibility.visible) return { kind: 'hidden', warning: visibility.warning };

  const { style, issues } = blockStyle(layoutSettings);
  if (issues.length > 0) return placeholder('layout', issues);

  return {
    kind: 'ready',
    configuration: checked.configuration,
    contentJSON: block.contentJSON,
    style,
  };
}

/**
 * The pipeline's first steps: migrate the stored configuration to the schema's version, then
 * validate it (and contentJSON) and the layout settings with the precompiled validators. The
 * server's verdicts on a first page's blocks come from here too (runtime/ssr/blockVerdicts.ts).
 */
export function checkBlock(
  block: StoredBlockData,
  schema: CompiledSchema,
  migrations: Migrations | undefined,
  layoutSchema: CompiledSchema | null = loadedLayoutSchema(),
): CheckedBlock {
  // Loaded with every block schema (loadBlockSchema.ts), so a block with its schema has it too.
  if (!layoutSchema) {
    throw new Error('checkBlock: the layout settings validator is not loaded (loadLayoutSchema)');
  }
  const migrated = migrateConfiguration(
    block.configuration,
    block.schemaVersion,
    migrations,
    schema.schemaVersion,
  );
  if (!migrated.ok) {
    return {
      ok: false,
      reason: 'migration-failed',
      issues: [{ path: '/schemaVersion', message: migrated.error }],
    };
  }
  const data = { configuration: migrated.configuration, contentJSON: block.contentJSON };
  const settings: unknown = block.layoutSettings ?? {};
  const dataResult = validateWithSchema(schema, data);
  const layoutResult = validateWithSchema(layoutSchema, settings, '/layoutSettings');
  const invalid = [
    ...(dataResult.ok ? [] : dataResult.errors),
    ...(layoutResult.ok ? [] : layoutResult.errors),
  ];
  if (invalid.length > 0) return { ok: false, reason: 'invalid', issues: invalid };
  return {
    ok: true,
    configuration: migrated.configuration,
    layoutSettings: settings as LayoutSettings,
  };
}

/** A block the server validated: the same migration, and the server's word for the validation. */
function migrateValidated(
  block: StoredBlockData,
  validatedAt: number,
  migrations: Migrations | undefined,
): CheckedBlock {
  const migrated = migrateConfiguration(
    block.configuration,
    block.schemaVersion,
    migrations,
    validatedAt,
  );
  // The server migrated the same data with the same steps; a failure here is this build's.
  if (!migrated.ok) {
    return {
      ok: false,
      reason: 'migration-failed',
      issues: [{ path: '/schemaVersion', message: migrated.error }],
    };
  }
  return {
    ok: true,
    configuration: migrated.configuration,
    layoutSettings: (block.layoutSettings ?? {}) as LayoutSettings,
  };
}

function placeholder(reason: PlaceholderReason, issues: BlockIssue[]): BlockOutcome {
  return { kind: 'placeholder', reason, issues };
}
