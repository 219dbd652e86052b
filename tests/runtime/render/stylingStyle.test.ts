import { describe, expect, it } from 'vitest';
import { stylingStyle } from '../../../runtime/render/stylingStyle';

describe('stylingStyle', () => {
  it('sets nothing without styling', () => {
    expect(stylingStyle(undefined)).toEqual({ style: {}, issues: [] });
  });

  it.each([
    ['top', 'start'],
    ['center', 'center'],
    ['bottom', 'end'],
  ] as const)('verticalAlignment %s aligns content to %s', (verticalAlignment, alignContent) => {
    expect(stylingStyle({ verticalAlignment }).style).toEqual({ alignContent });
  });

  it.each([
    ['8px', '8px'],
    [12, '12px'],
    ['0', '0px'],
  ])('radius %j becomes border-radius %s', (radius, borderRadius) => {
    expect(stylingStyle({ radius }).style).toEqual({ borderRadius });
  });

  it('reports a radius that is not a length', () => {
    expect(stylingStyle({ radius: 'round' }).issues).toEqual([
      { path: '/layoutSettings/styling/radius', message: expect.stringContaining('"round"') },
    ]);
  });

  it.each(['solid', 'dashed', 'dotted', 'double'] as const)(
    'borderStyle %s draws a 1px theme-coloured border',
    (borderStyle) => {
      expect(stylingStyle({ borderStyle }).style).toEqual({
        borderStyle,
        borderWidth: '1px',
        borderColor: 'var(--bf-color-border)',
      });
    },
  );

  it('borderStyle none draws no border', () => {
    expect(stylingStyle({ borderStyle: 'none' }).style).toEqual({});
  });
});
