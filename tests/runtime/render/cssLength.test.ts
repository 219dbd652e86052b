import { describe, expect, it } from 'vitest';
import { toCssLength } from '../../../runtime/render/cssLength';

describe('toCssLength', () => {
  it.each([
    [undefined, { kind: 'unset' }],
    [null, { kind: 'unset' }],
    ['', { kind: 'unset' }],
    [0, { kind: 'length', css: '0px' }],
    [24, { kind: 'length', css: '24px' }],
    ['0', { kind: 'length', css: '0px' }],
    ['32px', { kind: 'length', css: '32px' }],
    [' 1.5rem ', { kind: 'length', css: '1.5rem' }],
    ['2em', { kind: 'length', css: '2em' }],
    ['5%', { kind: 'length', css: '5%' }],
    ['10vw', { kind: 'length', css: '10vw' }],
    ['24', { kind: 'invalid' }],
    ['-4px', { kind: 'invalid' }],
    [-4, { kind: 'invalid' }],
    [Number.NaN, { kind: 'invalid' }],
    ['calc(1px + 2px)', { kind: 'invalid' }],
    ['var(--x)', { kind: 'invalid' }],
    ['1px; color: red', { kind: 'invalid' }],
  ] as const)('%j -> %j', (value, expected) => {
    expect(toCssLength(value)).toEqual(expected);
  });
});
