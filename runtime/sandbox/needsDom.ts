/**
 * Whether a block's customJS gets the DOM runtime (remote-dom's DOM polyfill and remote elements,
 * worker/workerRuntime.ts) or the render runtime (worker/renderRuntime.ts, `blockfront.render`
 * only, a tenth of the DOM runtime to start). A script that names `blockfront.root`, the document,
 * the global object or any DOM class gets the DOM; so does one with a `\u` escape, which could
 * spell those names. A script that reaches them some other way (computed names) meets a clear
 * error in its own block: this choice is about start-up time, never about security, which the
 * frame, its CSP and the host's validation carry for both runtimes alike.
 */
const DOM_NAMES =
  /\\u|\b(?:root|document|customElements|window|self|globalThis|Document\w*|\w*Element|Node|NodeList|Text|Comment|CharacterData|\w*Event|EventTarget|\w*Observer)\b/;

export function needsDom(code: string): boolean {
  return DOM_NAMES.test(code);
}
