import { crashResult } from '../results';
import type { ActionOutcome } from './actionTable';

export type ErrorReporter = (operation: string, error: unknown) => void;

/**
 * Every action operation answers with an envelope, never a GraphQL error: a handler that throws
 * becomes the production gateway's generic 500 result, and the cause is only logged, so no
 * internal detail reaches the browser.
 */
export async function guardAction(
  operation: string,
  reportError: ErrorReporter,
  work: () => Promise<ActionOutcome>,
): Promise<ActionOutcome> {
  try {
    return await work();
  } catch (error) {
    reportError(operation, error);
    return crashResult();
  }
}
