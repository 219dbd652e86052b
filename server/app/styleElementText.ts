/**
 * A stylesheet's text as it goes into a `<style>` element: `<` (legal only inside CSS strings,
 * where `\3c ` means the same) is escaped so the text can never close the element. The CSP hashes
 * exactly this text.
 */
export function styleElementText(css: string): string {
  return css.replace(/</g, '\\3c ');
}
