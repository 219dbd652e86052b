/**
 * The markup a rich text block has in the page for the content whose `contentKey` is given (the
 * server's sanitized HTML, or the block's own, as the browser parsed it), or null when the page
 * holds no such markup for that block.
 */
export function renderedRichText(blockId: string, key: string): string | null {
  const wrapper = document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`);
  const content = wrapper?.querySelector('.bf-rich-text');
  if (!content || content.closest('[data-block-id]') !== wrapper) return null;
  return content.getAttribute('data-bf-content') === key ? content.innerHTML : null;
}
