// @vitest-environment node
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileSchemas } from '../../../scripts/validators/compileSchemas';
import { schemaToTypes } from '../../../scripts/validators/schemaToTypes';
import { toPureEsm } from '../../../scripts/validators/toPureEsm';

const layoutSchema = {
  $id: 'https://x/layoutSettings.schema.json',
  schemaVersion: 1,
  type: 'object',
};

let root: string | null = null;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = null;
});

async function project(blocks: Record<string, unknown>): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'bf-validators-'));
  await mkdir(path.join(root, 'schemas/blocks'), { recursive: true });
  await writeFile(
    path.join(root, 'schemas/layoutSettings.schema.json'),
    JSON.stringify(layoutSchema),
  );
  for (const [name, schema] of Object.entries(blocks)) {
    const text = typeof schema === 'string' ? schema : JSON.stringify(schema);
    await writeFile(path.join(root, `schemas/blocks/${name}.schema.json`), text);
  }
  return root;
}

function blockSchema(name: string, configuration: unknown, extra: Record<string, unknown> = {}) {
  return {
    $id: `https://x/blocks/${name}.schema.json`,
    schemaVersion: 2,
    type: 'object',
    required: ['configuration'],
    properties: { configuration },
    ...extra,
  };
}

describe('compileSchemas', () => {
  it('writes a pure-ESM validator and its types per schema', async () => {
    const dir = await project({
      card: blockSchema('card', {
        title: 'CardConfiguration',
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: {
          title: { type: 'string', minLength: 1 },
          tags: { type: 'array', uniqueItems: true },
        },
      }),
    });
    const files = await compileSchemas(dir);
    expect(files.map((file) => file.path)).toEqual([
      'schemas/generated/blocks/card.js',
      'schemas/generated/blocks/card.d.ts',
      'schemas/generated/layoutSettings.js',
      'schemas/generated/layoutSettings.d.ts',
    ]);
    const js = files[0]!.contents;
    expect(js).toContain('function ucs2length(');
    expect(js).toContain('function equal(');
    expect(js).not.toContain('require(');
    expect(js).toContain('export const schemaVersion = 2;');
    expect(files[1]!.contents).toContain('export interface CardConfiguration {');
    expect(files[1]!.contents).toContain('(data: unknown): data is CardBlockData;');

    // The module runs as it is, in plain ESM.
    const url = `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`;
    const module = (await import(/* @vite-ignore */ url)) as {
      validate: ((data: unknown) => boolean) & { errors: unknown };
    };
    expect(module.validate({ configuration: { title: 'x', tags: ['a', 'b'] } })).toBe(true);
    expect(module.validate({ configuration: { title: '', tags: ['a', 'a'] } })).toBe(false);
  });

  it.each([
    ['not JSON', '{', 'block "bad" (schemas/blocks/bad.schema.json): not valid JSON'],
    [
      'no schemaVersion',
      { ...blockSchema('bad', { type: 'object' }), schemaVersion: undefined },
      'block "bad" (schemas/blocks/bad.schema.json): the schema needs a top-level "schemaVersion"',
    ],
    [
      'a wrong $id',
      { ...blockSchema('bad', { type: 'object' }), $id: 'https://x/other.json' },
      'block "bad" (schemas/blocks/bad.schema.json): the schema needs an $id',
    ],
    [
      'no configuration',
      { $id: 'https://x/blocks/bad.schema.json', schemaVersion: 1, type: 'object' },
      'block "bad" (schemas/blocks/bad.schema.json): a block schema describes {configuration, contentJSON}',
    ],
    [
      'an unknown keyword',
      blockSchema('bad', { type: 'object', colour: 'red' }),
      'block "bad" (schemas/blocks/bad.schema.json): the schema does not compile: strict mode: unknown keyword: "colour"',
    ],
    [
      'a dangling $ref',
      blockSchema('bad', { $ref: '#/definitions/Nope' }),
      'block "bad" (schemas/blocks/bad.schema.json): the schema does not compile',
    ],
  ])('a schema with %s fails the build naming the block', async (_case, schema, message) => {
    const dir = await project({ bad: schema });
    await expect(compileSchemas(dir)).rejects.toThrow(message);
  });
});

describe('toPureEsm', () => {
  it('inlines ajv runtime helpers in place of require()', () => {
    const code =
      '"use strict";export const validate = validate10;const func2 = require("ajv/dist/runtime/ucs2length").default;function validate10(){return func2("x")===1}';
    const esm = toPureEsm(code, 'x.json');
    expect(esm).toContain('const func2 = ucs2length;');
    expect(esm).not.toContain('require(');
    expect(esm).not.toContain('"use strict"');
  });

  it('refuses a helper it cannot inline, naming it', () => {
    const code = 'const func1 = require("ajv/dist/runtime/uri").default;';
    expect(() => toPureEsm(code, 'x.json')).toThrow('runtime helper "uri"');
  });

  it.each(['require("x")', 'new Function("return 1")', 'eval("1")'])(
    'refuses code that still has %s',
    (snippet) => {
      expect(() => toPureEsm(`const a = ${snippet};`, 'x.json')).toThrow('still contains');
    },
  );
});

describe('schemaToTypes', () => {
  it('derives named types from titles and definitions', () => {
    const types = schemaToTypes(
      {
        type: 'object',
        required: ['configuration'],
        properties: {
          configuration: {
            title: 'DemoConfiguration',
            type: 'object',
            additionalProperties: false,
            required: ['mode', 'items'],
            properties: {
              mode: { description: 'How it shows.', enum: ['a', 'b', null] },
              items: { type: 'array', items: { $ref: '#/definitions/Item' } },
              size: { type: ['integer', 'string'] },
              fixed: { const: 3 },
              either: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'number' } }] },
              'data-x': { type: 'boolean' },
            },
          },
        },
        definitions: {
          Item: {
            type: 'object',
            additionalProperties: false,
            required: ['label'],
            properties: {
              label: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/definitions/Item' } },
            },
          },
        },
      },
      'DemoBlockData',
      'demo.schema.json',
    );
    expect(types).toContain(
      'export interface DemoBlockData {\n  configuration: DemoConfiguration;\n  [key: string]: unknown;\n}',
    );
    expect(types).toContain('/** How it shows. */\n  mode: "a" | "b" | null;');
    expect(types).toContain('  items: Item[];');
    expect(types).toContain('  size?: number | string;');
    expect(types).toContain('  fixed?: 3;');
    expect(types).toContain('  either?: string | number[];');
    expect(types).toContain('  "data-x"?: boolean;');
    expect(types).toContain('export interface Item {\n  label: string;\n  children?: Item[];\n}');
  });

  it('parenthesizes unions inside arrays', () => {
    const types = schemaToTypes(
      { type: 'array', items: { type: ['string', 'null'] } },
      'List',
      'list.schema.json',
    );
    expect(types).toContain('export type List = (string | null)[];');
  });

  it('refuses a title that cannot name a type', () => {
    expect(() =>
      schemaToTypes(
        { type: 'object', properties: { a: { title: 'a b', type: 'string' } } },
        'X',
        's.json',
      ),
    ).toThrow('"a b" cannot name a type');
  });
});
