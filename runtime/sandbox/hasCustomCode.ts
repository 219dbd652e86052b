/** Whether a stored block carries customJS or customCSS (blank text counts as none). */
export function hasCustomCode(block: {
  customJS: string | null;
  customCSS: string | null;
}): boolean {
  return Boolean(block.customJS?.trim() || block.customCSS?.trim());
}
