import { describe, expect, it } from 'vitest';
import { blockPreloadsOf } from '../../../server/app/blockPreloads';

/** The shape of Vite's client manifest, as `vite build` writes it for this app. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime-1.js'],
    dynamicImports: ['blocks/heroBanner/HeroBanner.tsx', 'schemas/generated/blocks/heroBanner.js'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_safeHref-1.js': { file: 'assets/safeHref-1.js', imports: ['index.html'] },
  'blocks/heroBanner/HeroBanner.tsx': {
    file: 'assets/HeroBanner-1.js',
    isDynamicEntry: true,
    imports: ['_safeHref-1.js', '_runtime-1.js', 'index.html'],
  },
  'schemas/generated/blocks/heroBanner.js': {
    file: 'assets/heroBanner-1.js',
    isDynamicEntry: true,
  },
  'blocks/richText/RichText.tsx': { file: 'assets/RichText-1.js', isDynamicEntry: true },
  'blocks/product/Product.tsx': {
    file: 'assets/Product-1.js',
    isDynamicEntry: true,
    css: ['assets/Product-1.css'],
  },
  'schemas/generated/blocks/richText.js': { file: 'assets/richText-1.js', isDynamicEntry: true },
  'blocks/header/Header.tsx': {
    file: 'assets/Header-1.js',
    isDynamicEntry: true,
    dynamicImports: ['blocks/header/MenuPanel.tsx'],
  },
  'blocks/header/MenuPanel.tsx': {
    file: 'assets/MenuPanel-1.js',
    isDynamicEntry: true,
    imports: ['_aria-1.js'],
  },
  '_aria-1.js': { file: 'assets/aria-1.js' },
};

describe("a page's block chunks to preload", () => {
  it("lists each block's code, validator and their own imports, not what the entry loads", () => {
    const preloads = blockPreloadsOf(MANIFEST);
    expect(preloads(['heroBanner']).sort()).toEqual(
      ['/assets/HeroBanner-1.js', '/assets/heroBanner-1.js', '/assets/safeHref-1.js'].sort(),
    );
    expect(preloads(['heroBanner', 'richText', 'heroBanner'])).toHaveLength(5);
  });

  it('lists the stylesheets a block imports, so the server-rendered block is styled at once', () => {
    expect(blockPreloadsOf(MANIFEST)(['product']).sort()).toEqual([
      '/assets/Product-1.css',
      '/assets/Product-1.js',
    ]);
  });

  it('leaves out what the block itself loads lazily (a menu panel and its libraries)', () => {
    expect(blockPreloadsOf(MANIFEST)(['header'])).toEqual(['/assets/Header-1.js']);
  });

  it('leaves out the validators of blocks the server gave its verdict on', () => {
    const preloads = blockPreloadsOf(MANIFEST);
    expect(preloads(['heroBanner', 'richText'], []).sort()).toEqual(
      ['/assets/HeroBanner-1.js', '/assets/RichText-1.js', '/assets/safeHref-1.js'].sort(),
    );
    expect(preloads(['heroBanner', 'richText'], ['richText']).sort()).toEqual(
      [
        '/assets/HeroBanner-1.js',
        '/assets/RichText-1.js',
        '/assets/richText-1.js',
        '/assets/safeHref-1.js',
      ].sort(),
    );
  });

  it("skips a block the build does not know (an integrator's)", () => {
    expect(blockPreloadsOf(MANIFEST)(['promoRibbon'])).toEqual([]);
  });
});
