import { describe, expect, it } from 'vitest';
import { layoutStyle } from '../../../runtime/render/layoutStyle';

const DEFAULTS = {
  '--bf-block-padding-top': '0px',
  '--bf-block-padding-right': '0px',
  '--bf-block-padding-bottom': '0px',
  '--bf-block-padding-left': '0px',
  '--bf-block-gap': '0px',
  '--bf-block-column-count': '1',
  '--bf-block-columns-desktop': '1fr',
  '--bf-block-columns-tablet': '1fr',
  '--bf-block-columns-mobile': '1fr',
};

describe('layoutStyle', () => {
  it('sets every property even with no layout, so nested blocks never inherit', () => {
    expect(layoutStyle(undefined)).toEqual({ style: DEFAULTS, issues: [] });
    expect(layoutStyle({})).toEqual({ style: DEFAULTS, issues: [] });
  });

  it.each([
    ['paddingTop', '32px', '--bf-block-padding-top', '32px'],
    ['paddingBottom', '1.5rem', '--bf-block-padding-bottom', '1.5rem'],
    ['paddingLeft', 24, '--bf-block-padding-left', '24px'],
    ['paddingRight', '0', '--bf-block-padding-right', '0px'],
    ['gap', '5%', '--bf-block-gap', '5%'],
  ])('%s %j becomes %s: %s', (field, value, property, css) => {
    const { style, issues } = layoutStyle({ [field]: value });
    expect(issues).toEqual([]);
    expect(style).toEqual({ ...DEFAULTS, [property]: css });
  });

  it('columns and columnSize become grid templates per breakpoint', () => {
    const { style, issues } = layoutStyle({ columns: 3, columnSize: '1/2/1/4/1/4' });
    expect(issues).toEqual([]);
    expect(style).toMatchObject({
      '--bf-block-column-count': '3',
      '--bf-block-columns-desktop': '2fr 1fr 1fr',
      '--bf-block-columns-tablet': 'repeat(2, 1fr)',
      '--bf-block-columns-mobile': '1fr',
    });
  });

  it('columns alone gives equal columns', () => {
    expect(layoutStyle({ columns: 2 }).style).toMatchObject({
      '--bf-block-column-count': '2',
      '--bf-block-columns-desktop': '1fr 1fr',
      '--bf-block-columns-tablet': '1fr 1fr',
    });
  });

  it('reports a bad columnSize and a bad length at their paths', () => {
    const { style, issues } = layoutStyle({ columns: 2, columnSize: '1/2/1/3', gap: '1px;x' });
    expect(issues).toEqual([
      { path: '/layoutSettings/layout/gap', message: expect.stringContaining('"1px;x"') },
      {
        path: '/layoutSettings/layout/columnSize',
        message: expect.stringContaining('adds up to 5/6'),
      },
    ]);
    expect(style['--bf-block-gap']).toBe('0px');
  });
});
