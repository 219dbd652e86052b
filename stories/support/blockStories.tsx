/**
 * Block stories render through the real pipeline: the block is registered exactly as the app
 * registers it (blocks/index.ts, imported without its start call, see .storybook/main.ts), the
 * story's args become a stored block, and BlockView migrates, validates, applies visibility,
 * layout and background, then mounts the block's lazy chunk, as on a page.
 */
import type { Meta } from '@storybook/react-vite';
import { useMemo } from 'react';
import '../../blocks/index';
import type { Section, StoredBlockData } from '../../runtime/render/blockData';
import { BlockView } from '../../runtime/render/BlockView';
import layoutSettingsJsonSchema from '../../schemas/layoutSettings.schema.json';
import { ConfigurationCheck } from './ConfigurationCheck';
import {
  argsToData,
  dataToArgs,
  schemaArgTypes,
  type FlatArgs,
  type JsonSchema,
} from './schemaControls';

/** A block as a story starts it: the stored fields an admin edits. */
export interface StoryBlockData {
  configuration: Record<string, unknown>;
  contentJSON?: unknown;
  layoutSettings?: Record<string, unknown>;
  /** The stored schema version; absent means the schema's current version 1. */
  schemaVersion?: number;
}

const LAYOUT_SCHEMA = layoutSettingsJsonSchema as JsonSchema;

const SECTION_ELEMENT = { Header: 'header', Content: 'main', Footer: 'footer' } as const;

function blockSchemaPart(
  schema: JsonSchema,
  field: 'configuration' | 'contentJSON',
): JsonSchema | undefined {
  return schema.properties?.[field];
}

/** Flat args for (part of) a block, for a story's `args`. */
export function blockArgs(schema: JsonSchema, data: Partial<StoryBlockData>): FlatArgs {
  const configurationSchema = blockSchemaPart(schema, 'configuration') ?? {};
  const contentSchema = blockSchemaPart(schema, 'contentJSON') ?? {};
  return {
    ...(data.configuration
      ? dataToArgs(data.configuration, configurationSchema, 'configuration', schema)
      : {}),
    ...(data.layoutSettings
      ? dataToArgs(data.layoutSettings, LAYOUT_SCHEMA, 'layoutSettings')
      : {}),
    ...('contentJSON' in data
      ? dataToArgs(data.contentJSON, contentSchema, 'contentJSON', schema)
      : {}),
    ...(data.schemaVersion !== undefined ? { schemaVersion: data.schemaVersion } : {}),
  };
}

/** The stored block the args describe. */
export function argsToBlock(
  componentName: string,
  section: Section,
  args: FlatArgs,
): StoredBlockData {
  return {
    blockId: `story-${componentName}`,
    componentName,
    section,
    order: 1,
    schemaVersion: typeof args.schemaVersion === 'number' ? args.schemaVersion : 1,
    configuration: (argsToData(args, 'configuration') ?? {}) as Record<string, unknown>,
    contentJSON: argsToData(args, 'contentJSON') ?? null,
    customJS: null,
    customCSS: null,
    layoutSettings: (argsToData(args, 'layoutSettings') ?? {}) as Record<string, unknown>,
    fields: [],
    actions: [],
  };
}

function BlockStory({
  componentName,
  section,
  args,
}: {
  componentName: string;
  section: Section;
  args: FlatArgs;
}) {
  const block = useMemo(
    () => argsToBlock(componentName, section, args),
    [componentName, section, args],
  );
  const Section = SECTION_ELEMENT[section];
  return (
    <>
      <Section className={`bf-section bf-section-${section.toLowerCase()}`}>
        <BlockView block={block} />
      </Section>
      <ConfigurationCheck block={block} />
    </>
  );
}

/**
 * The meta of a block's stories (spread it into the default export, after a literal `title`, which
 * Storybook's indexer reads statically): controls generated from its JSON Schema (configuration,
 * contentJSON) and the layout settings schema, initial args from `block`, rendered through the
 * pipeline with a configuration check under it.
 */
export function blockMeta({
  componentName,
  schema,
  block,
  section = 'Content',
}: {
  componentName: string;
  schema: JsonSchema;
  block: StoryBlockData;
  section?: Section;
}) {
  const configurationSchema = blockSchemaPart(schema, 'configuration');
  const contentSchema = blockSchemaPart(schema, 'contentJSON');
  if (!configurationSchema) throw new Error(`${componentName}: the schema has no configuration`);
  return {
    args: blockArgs(schema, { layoutSettings: {}, ...block }),
    argTypes: {
      ...schemaArgTypes(configurationSchema, 'configuration', schema),
      ...(contentSchema ? schemaArgTypes(contentSchema, 'contentJSON', schema) : {}),
      ...schemaArgTypes(LAYOUT_SCHEMA, 'layoutSettings'),
      schemaVersion: {
        description: 'The stored schema version; older versions are migrated before validation.',
        control: { type: 'number', min: 1, step: 1 },
        table: { category: 'stored block' },
      },
    },
    parameters: { componentName },
    render: (args) => <BlockStory componentName={componentName} section={section} args={args} />,
  } satisfies Meta<FlatArgs>;
}

/**
 * Args that replace the given parts of the meta's block (`configuration`, `layoutSettings`...)
 * rather than merging into them: every meta arg under a replaced part is unset first, so a story
 * shows exactly the configuration it names.
 */
export function replacingArgs(
  base: FlatArgs,
  schema: JsonSchema,
  data: Partial<StoryBlockData>,
): FlatArgs {
  const parts = Object.keys(data);
  const cleared = Object.fromEntries(
    Object.keys(base)
      .filter((key) => parts.some((part) => key === part || key.startsWith(`${part}.`)))
      .map((key) => [key, undefined]),
  );
  return { ...cleared, ...blockArgs(schema, data) };
}
