/**
 * The customJS of the first page's blocks that the server found runnable: one whole program
 * inside the frame's wrapper (scriptProblem.ts, the check the browser makes before a script may
 * reach the sandbox frame; runtime/ssr/runnableScripts.ts makes it for the page it renders).
 * The verdict depends on the code alone, so it is kept by the code's text, trimmed as the sandbox
 * sends it: the browser does not parse that code again. On a server-rendered page acorn's first
 * parse was the largest part of the sandbox's start on the page's main thread (about 10 ms of
 * one task on the checkout; issue 22). Code the server found a problem in, and code a client
 * navigation brings, is parsed in the browser as ever, which also words the refusal.
 */
const runnable = new Set<string>();

/** Records a first-page block's customJS the server found runnable (runtime/ssr/readFirstPage.ts). */
export function adoptServerCheckedScript(code: string): void {
  runnable.add(code.trim());
}

/** Whether the server found this very code runnable. */
export function serverCheckedScript(code: string): boolean {
  return runnable.has(code.trim());
}
