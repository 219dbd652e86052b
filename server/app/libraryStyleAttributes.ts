/**
 * Style attributes the browser bundle's libraries render with fixed text, which the general rule
 * of styleAttributePolicy.ts would refuse. React Aria keeps the native form controls behind its
 * date fields and selects (HiddenDateInput, HiddenSelect: autofill and form posts) visually hidden
 * and pinned with `position: fixed` at the top left, so focusing one never scrolls the page. A
 * server-rendered page carries them as attributes; refused, the browser drops the style and the
 * native inputs show beside the real fields. Exactly these texts are allowed, nothing like them:
 * tests/server/app/libraryStyleAttributes.test.ts renders the installed library's components on
 * the server and fails when an upgrade changes the text.
 */
export const LIBRARY_STYLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:fixed;width:1px;white-space:nowrap;top:0;left:0',
]);
