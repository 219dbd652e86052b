import { describe, expect, it } from 'vitest';
import type { RegisteredBlockDefinition } from '../../../runtime/render/blockDefinition';
import { createBlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRegistrationError } from '../../../runtime/render/blockRegistrationError';
import { loadBlockComponent } from '../../../runtime/render/loadBlockComponent';
import { validateBlock } from '../../../runtime/render/validateBlock';
import { compiledSchema as headerSchema } from '../../../schemas/generated/blocks/header';
import { HEADER_CONFIGURATION } from './fixtures';
import { TitleBlock, testSchema } from './testBlocks';

const load = async () => ({ default: TitleBlock });

function register(definition: unknown, registry = createBlockRegistry()) {
  // Integrators call registerBlock from plain JavaScript: the checks must not trust the types.
  registry.register(definition as Parameters<typeof registry.register>[0]);
  return registry;
}

describe('block registry', () => {
  it('registers and looks up a block by componentName', () => {
    const registry = register({ componentName: 'card', schema: testSchema(), load });
    expect(registry.names()).toEqual(['card']);
    expect(registry.get('card')?.definition.componentName).toBe('card');
    expect(registry.get('other')).toBeUndefined();
  });

  it('refuses a name registered twice, naming the block', () => {
    const registry = register({ componentName: 'card', schema: testSchema(), load });
    expect(() => register({ componentName: 'card', schema: testSchema(), load }, registry)).toThrow(
      new BlockRegistrationError(
        'card',
        'is already registered; a componentName is registered once, never overridden',
      ),
    );
  });

  it.each([
    [{ componentName: 'card', load }, 'Block "card": has no schema'],
    [
      { componentName: 'card', schema: { type: 'object', properties: {} }, load },
      'Block "card": its schema is a raw JSON Schema with no validator',
    ],
    [
      { componentName: 'card', schema: { $id: 'x', schemaVersion: 1 }, load },
      'Block "card": its schema has no precompiled validate function',
    ],
    [
      { componentName: 'card', schema: { ...testSchema(), schemaVersion: 0 }, load },
      'Block "card": its schema has no schemaVersion',
    ],
    [{ componentName: 'card', schema: testSchema() }, 'Block "card": needs load'],
    [
      { componentName: 'card', schema: testSchema(2), load, migrations: { 2: (c: object) => c } },
      'Block "card": has a migration from version 2, but its schema is at version 2',
    ],
    [
      { componentName: 'card', schema: testSchema(2), load, migrations: { 1: 'x' } },
      'Block "card": its migration from version 1 is not a function',
    ],
    [
      { componentName: 'card', schema: testSchema(), load, skeletonHeight: 40 },
      'Block "card": skeletonHeight must be a CSS length string',
    ],
    [{ componentName: '', schema: testSchema(), load }, 'componentName must be a name'],
    [{ componentName: 'a b', schema: testSchema(), load }, 'componentName must be a name'],
    [null, 'expected a block definition object'],
  ])('refuses %j: %s', (definition, message) => {
    expect(() => register(definition)).toThrow(message);
  });

  it('accepts a complete migration chain', () => {
    const migrations = {
      1: (c: Record<string, unknown>) => c,
      2: (c: Record<string, unknown>) => c,
    };
    expect(() =>
      register({ componentName: 'card', schema: testSchema(3), load, migrations }),
    ).not.toThrow();
  });

  it('keeps its own copy of the definition', () => {
    const definition = { componentName: 'card', schema: testSchema(), load };
    const registry = register(definition);
    definition.componentName = 'changed';
    expect(registry.get('card')?.definition.componentName).toBe('card');
  });
});

describe('loadBlockComponent', () => {
  // The loader is exercised with modules a type checker would refuse, as plain JavaScript may pass.
  const definition = (loadFn: () => Promise<unknown>) =>
    ({
      componentName: 'card',
      schema: testSchema(),
      load: loadFn,
    }) as unknown as RegisteredBlockDefinition;

  it('resolves the module default export when it is a component', async () => {
    await expect(loadBlockComponent(definition(load))).resolves.toEqual({ default: TitleBlock });
  });

  it.each([
    [{}, 'a module without a default export'],
    [{ default: 42 }, 'a module whose default export is number'],
    [{ default: null }, 'a module whose default export is null'],
    [{ default: { $$typeof: Symbol.for('react.transitional.element'), props: {} } }, 'object'],
    [undefined, 'undefined'],
  ])('refuses a load that resolves to %j, naming the block', async (module, description) => {
    const error = await loadBlockComponent(definition(async () => module)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlockRegistrationError);
    expect((error as Error).message).toContain('Block "card": load() resolved to');
    expect((error as Error).message).toContain(description);
  });

  it('names the block when its code fails to load', async () => {
    const failing = definition(async () => {
      throw new Error('chunk 404');
    });
    await expect(loadBlockComponent(failing)).rejects.toThrow(
      'Block "card": its code failed to load: chunk 404',
    );
  });
});

describe('validateBlock', () => {
  const registry = createBlockRegistry();
  registry.register({
    componentName: 'header',
    schema: headerSchema,
    load: async () => ({ default: () => null }),
  });

  it('accepts a valid configuration', async () => {
    expect(await validateBlock('header', HEADER_CONFIGURATION, { registry })).toEqual({ ok: true });
  });

  it('returns path and message for each error', async () => {
    expect(await validateBlock('header', { logo: { url: 'x', alt: 'y' } }, { registry })).toEqual({
      ok: false,
      errors: [{ path: '/configuration/navLinks', message: 'is required' }],
    });
  });

  it('reports an unknown block', async () => {
    expect(await validateBlock('nope', {}, { registry })).toEqual({
      ok: false,
      errors: [{ path: '/componentName', message: 'no block "nope" is registered' }],
    });
  });
});
