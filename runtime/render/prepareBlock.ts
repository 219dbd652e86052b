import { compiledSchema as layoutSettingsSchema } from '../../schemas/generated/layoutSettings';
import type { LayoutSettings } from '../../schemas/generated/layoutSettings';
import type { BlockIssue } from './blockIssue';
import type { StoredBlockData } from './blockData';
import { blockStyle } from './blockStyle';
import type { CompiledSchema } from './compiledSchema';
import { migrateConfiguration, type Migrations } from './migrateConfiguration';
import type { StyleMap } from './styleMap';
import type { Viewer } from './viewer';
import { resolveVisibility } from './visibility';
import { validateWithSchema } from './validateWithSchema';

/** What the pipeline needs of a registered block: its compiled schema (loaded) and migrations. */
export interface PreparableBlock {
  schema: CompiledSchema;
  migrations?: Migrations;
}

/** Why a block shows a placeholder instead of itself. */
export type PlaceholderReason = 'unknown-component' | 'migration-failed' | 'invalid' | 'layout';

export type BlockOutcome =
  | { kind: 'ready'; configuration: unknown; contentJSON: unknown; style: StyleMap }
  | { kind: 'hidden'; warning?: string }
  | { kind: 'placeholder'; reason: PlaceholderReason; issues: BlockIssue[] };

/**
 * The block pipeline up to mounting (DESIGN.md section 2 step 3), with no React: look up the
 * definition -> migrate the stored configuration to the schema's version -> validate it (and
 * contentJSON) and the layout settings with the precompiled validators -> visibility -> layout,
 * styling and background. The first failing step decides the placeholder; a block hidden by
 * visibility renders nothing at all.
 */
export function prepareBlock(
  block: StoredBlockData,
  definition: PreparableBlock | undefined,
  viewer: Viewer,
  layoutSchema: CompiledSchema = layoutSettingsSchema,
): BlockOutcome {
  if (!definition) {
    return placeholder('unknown-component', [
      { path: '/componentName', message: `no block "${block.componentName}" is registered` },
    ]);
  }

  const migrated = migrateConfiguration(
    block.configuration,
    block.schemaVersion,
    definition.migrations,
    definition.schema.schemaVersion,
  );
  if (!migrated.ok) {
    return placeholder('migration-failed', [{ path: '/schemaVersion', message: migrated.error }]);
  }

  const data = { configuration: migrated.configuration, contentJSON: block.contentJSON };
  const settings: unknown = block.layoutSettings ?? {};
  const dataResult = validateWithSchema(definition.schema, data);
  const layoutResult = validateWithSchema(layoutSchema, settings, '/layoutSettings');
  const invalid = [
    ...(dataResult.ok ? [] : dataResult.errors),
    ...(layoutResult.ok ? [] : layoutResult.errors),
  ];
  if (invalid.length > 0) return placeholder('invalid', invalid);
  const layoutSettings = settings as LayoutSettings;

  const visibility = resolveVisibility(layoutSettings.visibility, viewer);
  if (!visibility.visible) return { kind: 'hidden', warning: visibility.warning };

  const { style, issues } = blockStyle(layoutSettings);
  if (issues.length > 0) return placeholder('layout', issues);

  return {
    kind: 'ready',
    configuration: migrated.configuration,
    contentJSON: block.contentJSON,
    style,
  };
}

function placeholder(reason: PlaceholderReason, issues: BlockIssue[]): BlockOutcome {
  return { kind: 'placeholder', reason, issues };
}
