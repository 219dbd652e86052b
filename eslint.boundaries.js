/**
 * The import rules of DESIGN.md section 1 and the layers of docs/architecture.md ("Layers"),
 * enforced with eslint-plugin-boundaries (docs/decisions.md). Each file belongs to an element (a
 * folder) and may carry file categories; the policies say what it may import, the last matching
 * policy winning. tests/lint/boundaries.test.ts proves a forbidden import fails `npm run lint`.
 */
import boundaries from 'eslint-plugin-boundaries';

/** Parts of the tree (folders); first match wins, so the domain layer before the runtime. */
const elements = [
  { type: 'block', pattern: 'blocks/*', capture: ['blockName'] },
  { type: 'domain', pattern: 'runtime/domain/*', capture: ['area'] },
  { type: 'runtime', pattern: 'runtime/*', capture: ['part'] },
  { type: 'server', pattern: 'server' },
  { type: 'schemas', pattern: 'schemas' },
  { type: 'stories', pattern: 'stories' },
  { type: 'tests', pattern: 'tests' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'docs', pattern: 'docs' },
];

/** Files with a role of their own (element patterns match folders only). */
const files = [
  // The runtime's public entries: integrators, built-in blocks, UI primitives.
  {
    category: 'public-entry',
    // runtime/ui/aria.ts: the React Aria primitives, an entry of their own so a block that only
    // needs an icon does not load React Aria (docs/decisions.md); runtime/ui/table.ts: DataTable,
    // kept out of the barrel every page's entry imports.
    pattern: [
      'runtime/index.ts',
      'runtime/blocks.ts',
      'runtime/ui/index.ts',
      'runtime/ui/aria.ts',
      'runtime/ui/table.ts',
      // The date picker's stylesheet, for a block that loads the picker lazily (custom form).
      'runtime/ui/datePickerStyle.ts',
    ],
  },
  // The app's entries register every block.
  { category: 'app-entry', pattern: ['blocks/index.ts', 'blocks/serverEntry.ts'] },
];

/** Pure rules: plain functions with no React (DESIGN.md section 1), usable on the server. */
export const PURE_RULE_FILES = [
  'runtime/gateway/*.ts',
  'runtime/domain/*/*{Rules,Calls,Types,Store,Bridge,Storage}.ts',
  'runtime/domain/*/cardActions.ts',
  'runtime/data/makeCallQuery.ts',
  'runtime/data/blockMutation.ts',
  'runtime/render/prepareBlock.ts',
  'runtime/render/visibility.ts',
  'runtime/render/layoutStyle.ts',
  'runtime/render/backgroundStyle.ts',
  'runtime/render/migrateConfiguration.ts',
  'runtime/storefront/resolvePage.ts',
  'runtime/session/userType.ts',
  'runtime/session/storageKeys.ts',
  'blocks/*/*{Rules,State,Request,Requests}.ts',
  // Rules server/ and the runtime share (the configurator's engine, CPQ pricing).
  'schemas/*/*{Rules,Types,Pricing}.ts',
];

const REACT_MODULES = ['react', 'react-dom', '@tanstack/react-query', 'jotai', 'react-router-dom'];

const RUNTIME = ['runtime', 'domain'];

export const boundariesConfig = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/include': ['blocks/**', 'runtime/**', 'server/**', 'schemas/**', 'stories/**'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            // Blocks reach the runtime only through its public entries (allowed below)...
            from: { element: { type: 'block' } },
            disallow: { to: { element: { types: { anyOf: RUNTIME } } } },
          },
          {
            // ...and never server/, stories or tests.
            from: { element: { type: 'block' } },
            disallow: {
              to: { element: { types: { anyOf: ['server', 'stories', 'tests'] } } },
            },
          },
          {
            // No block imports another block.
            from: { element: { type: 'block' } },
            disallow: {
              to: {
                element: {
                  type: 'block',
                  captured: { blockName: '!{{ from.element.captured.blockName }}' },
                },
              },
            },
          },
          {
            // The runtime never imports blocks (they reach it through the registry) or server/.
            from: { element: { types: { anyOf: RUNTIME } } },
            disallow: {
              to: { element: { types: { anyOf: ['block', 'server', 'stories', 'tests'] } } },
            },
          },
          {
            // The domain layer sits below the UI: no render pipeline, no UI primitives.
            from: { element: { type: 'domain' } },
            disallow: { to: { element: { type: 'runtime', captured: { part: '{render,ui}' } } } },
          },
          {
            // server/ shares only schemas/ with the runtime.
            from: { element: { type: 'server' } },
            disallow: {
              to: { element: { types: { anyOf: [...RUNTIME, 'block', 'stories'] } } },
            },
          },
          {
            // Stories get their data without reaching into server/.
            from: { element: { type: 'stories' } },
            disallow: { to: { element: { type: 'server' } } },
          },
          // Exceptions, last so they win.
          {
            from: { element: { type: 'block' } },
            allow: { to: { file: { categories: 'public-entry' } } },
          },
          {
            // The app's entries register the blocks; the server render's entry starts it.
            from: { file: { categories: 'app-entry' } },
            allow: { to: { element: { types: { anyOf: ['block', 'runtime'] } } } },
          },
        ],
      },
    ],
  },
};

/**
 * Pure rules import no React (nor its adapters): checked on the import itself, since
 * eslint-plugin-boundaries leaves packages outside the project to its `external` rule.
 */
export const pureRulesConfig = {
  files: PURE_RULE_FILES,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: REACT_MODULES.map((name) => ({
          name,
          message: 'A pure rule has no React (DESIGN.md section 1): move the hook beside it.',
        })),
        patterns: [{ group: ['react-dom/*'], message: 'A pure rule has no React.' }],
      },
    ],
  },
};
