/**
 * How the sandbox frame wraps a block's customJS (server/app/sandboxFrame.ts builds the worker
 * from `CUSTOM_JS_PREFIX + code + CUSTOM_JS_SUFFIX` and a runtime), shared with the host, which
 * parses exactly that text before it sends any code (runtime/sandbox/scriptProblem.ts): the code
 * must be one whole program that stays inside the function. Beside the boot data because
 * server/ never imports runtime/.
 */
export const CUSTOM_JS_PREFIX = 'self.__bfMain = function () {"use strict";\n';
export const CUSTOM_JS_SUFFIX = '\n};\n';
