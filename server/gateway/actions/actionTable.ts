import type { ActionResult, CrmActionResult } from '../../shared/contracts';
import { unknownActionResult } from '../results';

export type ActionOutcome = ActionResult | CrmActionResult;

/** One named action of an operation; `Input` is what the operation's resolver hands every action. */
export type ActionHandler<Input> = (input: Input) => Promise<ActionOutcome>;

export type ActionTable<Input> = Readonly<Record<string, ActionHandler<Input>>>;

/**
 * Runs the action named `action`, or answers 404 when the table has no such action. Own keys
 * only, so names like `toString` or `__proto__` never reach an inherited property.
 */
export function dispatchAction<Input>(
  table: ActionTable<Input>,
  action: string,
  input: Input,
): Promise<ActionOutcome> {
  if (!Object.hasOwn(table, action)) return Promise.resolve(unknownActionResult());
  const handler = table[action];
  return handler ? handler(input) : Promise.resolve(unknownActionResult());
}
