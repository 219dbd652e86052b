import { afterEach, describe, expect, it } from 'vitest';
import { contentKey } from '../../../blocks/richText/contentKey';
import { renderedRichText } from '../../../blocks/richText/renderedRichText';

afterEach(() => {
  document.body.innerHTML = '';
});

function pageWith(blockId: string, storedHtml: string, markup: string): void {
  document.body.innerHTML = `<div class="bf-block" data-block-id="${blockId}"><div class="bf-rich-text" data-bf-content="${contentKey(storedHtml)}">${markup}</div></div>`;
}

describe("the page's markup a rich text block adopts", () => {
  it('is the markup made from the same stored HTML', () => {
    pageWith('b1', '<p>Hello<script>x()</script></p>', '<p>Hello</p>');
    expect(renderedRichText('b1', contentKey('<p>Hello<script>x()</script></p>'))).toBe(
      '<p>Hello</p>',
    );
  });

  it('is nothing when the page shows other content for the block, or not the block at all', () => {
    pageWith('b1', '<p>Old text</p>', '<p>Old text</p>');
    expect(renderedRichText('b1', contentKey('<p>New text</p>'))).toBeNull();
    expect(renderedRichText('b2', contentKey('<p>Old text</p>'))).toBeNull();
  });

  it("is never a nested block's content", () => {
    document.body.innerHTML = `<div data-block-id="outer"><div data-block-id="inner"><div class="bf-rich-text" data-bf-content="${contentKey('x')}">x</div></div></div>`;
    expect(renderedRichText('outer', contentKey('x'))).toBeNull();
    expect(renderedRichText('inner', contentKey('x'))).toBe('x');
  });

  it('tells contents apart by a short key that is the same everywhere', () => {
    expect(contentKey('<p>a</p>')).toBe(contentKey('<p>a</p>'));
    expect(contentKey('<p>a</p>')).not.toBe(contentKey('<p>b</p>'));
    expect(contentKey('')).toMatch(/^[0-9a-z]+$/);
  });
});
