/**
 * A stylesheet's text as it goes into a `<style>` element, unable to close it: only `</` can end
 * the element's raw text, and outside comments CSS has it nowhere but inside strings, where `<\/`
 * reads the same (`\/` is `/`). Every other `<` stays as it is: a range query such as
 * `@container (width<=640px)` must keep its `<` (escaped to `\3c ` it no longer parses and the rule
 * silently never applies). The CSP hashes exactly this text.
 */
export function styleElementText(css: string): string {
  return css.replace(/<\//g, '<\\/');
}
