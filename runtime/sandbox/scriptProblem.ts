import { parse, type Node, type Options } from 'acorn';
import { CUSTOM_JS_PREFIX, CUSTOM_JS_SUFFIX } from '../../schemas/customScript';

const OPTIONS: Options = {
  ecmaVersion: 'latest',
  sourceType: 'script',
  // The code becomes a function's body, where `return` is legal.
  allowReturnOutsideFunction: true,
  allowHashBang: false,
};

/**
 * Why a block's customJS must not be sent to its worker, or null when it may (issue 14). The
 * frame wraps the code in a function that the runtime calls once the block's data has arrived;
 * code that closes that function early (`}; stealBeforeStart(); (function () {`) would run before
 * the runtime starts. So the code is parsed with a real JavaScript parser (acorn) as a whole
 * program on its own, and the wrapped text is parsed too and must be exactly one statement whose
 * function ends where the wrapper's does. Comments, strings, template literals and regular
 * expressions are read as the engine reads them, so none of them can hide a closing brace.
 */
export function scriptProblem(code: string): string | null {
  try {
    parse(code, OPTIONS);
  } catch (error) {
    return `the script is not a whole program (${message(error)})`;
  }
  const wrapped = CUSTOM_JS_PREFIX + code + CUSTOM_JS_SUFFIX;
  let program: Node & { body?: Node[] };
  try {
    program = parse(wrapped, { ...OPTIONS, allowReturnOutsideFunction: false }) as typeof program;
  } catch (error) {
    return `the script does not run as the body of a strict function (${message(error)})`;
  }
  const functionEnd = CUSTOM_JS_PREFIX.length + code.length + CUSTOM_JS_SUFFIX.indexOf('}') + 1;
  const only = program.body?.length === 1 ? program.body[0] : undefined;
  const assigned =
    only?.type === 'ExpressionStatement'
      ? (only as Node & { expression: Node & { right?: Node } }).expression.right
      : undefined;
  if (assigned?.type !== 'FunctionExpression' || assigned.end !== functionEnd) {
    return 'the script closes the function it runs in';
  }
  return null;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : 'parse error';
}
