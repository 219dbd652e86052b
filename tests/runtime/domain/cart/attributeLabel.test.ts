import { describe, expect, it } from 'vitest';
import { attributeLabel } from '../../../../runtime/domain/cart/attributeLabel';

describe('the label a buyer reads for a catalogue attribute', () => {
  it.each([
    ['packSize', {}, 'Pack size'],
    ['species', {}, 'Species'],
    ['readLength', {}, 'Read length'],
    ['storage_temp', {}, 'Storage temp'],
    ['sku', {}, 'SKU'],
    ['ngsPlatform', {}, 'NGS platform'],
    ['fluorochrome', { fluorochrome: 'Fluorochrome (dye)' }, 'Fluorochrome (dye)'],
    ['packSize', { packSize: 'Size' }, 'Size'],
  ])('%s with labels %o reads "%s"', (name, labels, expected) => {
    expect(attributeLabel(name, labels)).toBe(expected);
  });
});
