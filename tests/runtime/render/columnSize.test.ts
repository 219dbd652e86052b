import { describe, expect, it } from 'vitest';
import { parseColumnSize } from '../../../runtime/render/columnSize';

describe('parseColumnSize', () => {
  it.each([
    ['1/1', undefined, [1]],
    ['1/2/1/2', 2, [1, 1]],
    ['1/3/2/3', 2, [1, 2]],
    ['2/3/1/3', 2, [2, 1]],
    ['1/4/3/4', 2, [1, 3]],
    ['1/3/1/3/1/3', 3, [1, 1, 1]],
    ['1/2/1/4/1/4', 3, [2, 1, 1]],
    ['1/4/1/4/1/4/1/4', 4, [1, 1, 1, 1]],
    ['2/4/2/4', 2, [1, 1]],
    [' 1 / 2 / 1 / 2 ', 2, [1, 1]],
    ['1/6/1/3/1/2', 3, [1, 2, 3]],
  ])('%j with %s columns gives weights %j', (columnSize, columns, weights) => {
    expect(parseColumnSize(columnSize, columns)).toEqual({ ok: true, weights });
  });

  it.each([
    [undefined, undefined, [1]],
    ['', 3, [1, 1, 1]],
    ['  ', 2, [1, 1]],
  ])('no columnSize (%j) means %s equal columns', (columnSize, columns, weights) => {
    expect(parseColumnSize(columnSize, columns)).toEqual({ ok: true, weights });
  });

  it.each([
    ['1/2/1', 2, 'pairs'],
    ['1/2/x/2', 2, 'whole numbers'],
    ['1.5/3/1.5/3', 2, 'whole numbers'],
    ['-1/2/3/2', 2, 'whole numbers'],
    ['0/2/2/2', 2, 'not a column fraction'],
    ['1/0/1/1', 2, 'not a column fraction'],
    ['1/200/199/200', 2, 'denominator at most 100'],
    ['1/2/1/2', 3, 'has 2 fraction(s) but columns is 3'],
    ['1/2/1/3', 2, 'adds up to 5/6, not 1'],
    ['1/2/1/2/1/2', 3, 'adds up to 3/2, not 1'],
    ['1/2/1/2', 0, 'columns must be a whole number'],
    ['1/2/1/2', 1.5, 'columns must be a whole number'],
  ])('%j with %s columns is rejected (%s)', (columnSize, columns, message) => {
    const result = parseColumnSize(columnSize, columns);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
  });
});
