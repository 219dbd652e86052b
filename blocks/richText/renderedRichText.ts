/**
 * The markup a rich text block has in the page (the server's sanitized HTML, parsed by the
 * browser), or null when the page does not hold that block's content.
 */
export function renderedRichText(blockId: string): string | null {
  const wrapper = document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`);
  const content = wrapper?.querySelector('.bf-rich-text');
  return content && content.closest('[data-block-id]') === wrapper ? content.innerHTML : null;
}
