import { describe, expect, it } from 'vitest';
import { blockStyle } from '../../../runtime/render/blockStyle';

describe('blockStyle', () => {
  it('combines layout, styling and background of the seeded settings shape', () => {
    const { style, issues } = blockStyle({
      visibility: 'ALL',
      layout: {
        columns: 3,
        columnSize: '1/3/1/3/1/3',
        paddingTop: '48px',
        paddingBottom: '32px',
        paddingLeft: '24px',
        paddingRight: '24px',
        gap: '24px',
      },
      styling: { verticalAlignment: 'top', radius: '0px', borderStyle: 'none' },
      background: {
        style: 'Solid',
        color: '#0E2A47',
        opacity: 100,
        image: '',
        imageSize: 'cover',
        repeat: 'no-repeat',
        horizontalAlignment: 'center',
        verticalAlignment: 'center',
      },
    });
    expect(issues).toEqual([]);
    expect(style).toEqual({
      '--bf-block-padding-top': '48px',
      '--bf-block-padding-right': '24px',
      '--bf-block-padding-bottom': '32px',
      '--bf-block-padding-left': '24px',
      '--bf-block-gap': '24px',
      '--bf-block-column-count': '3',
      '--bf-block-columns-desktop': '1fr 1fr 1fr',
      '--bf-block-columns-tablet': 'repeat(2, 1fr)',
      '--bf-block-columns-mobile': '1fr',
      alignContent: 'start',
      borderRadius: '0px',
      backgroundColor: 'rgba(14, 42, 71, 1)',
      color: '#ffffff',
      '--bf-color-text': '#ffffff',
      '--bf-color-muted': 'rgba(255, 255, 255, 0.78)',
      '--bf-link-color': '#ffffff',
    });
  });

  it('collects the issues of every part', () => {
    const { issues } = blockStyle({
      layout: { columns: 2, columnSize: '1/2' },
      styling: { radius: 'x' },
      background: { color: 'blue' },
    });
    expect(issues.map((issue) => issue.path)).toEqual([
      '/layoutSettings/layout/columnSize',
      '/layoutSettings/styling/radius',
      '/layoutSettings/background/color',
    ]);
  });

  it('accepts no settings at all', () => {
    expect(blockStyle(null).issues).toEqual([]);
  });
});
