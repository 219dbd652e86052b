import type { ActionOutcome } from '../actions/actionTable';
import { missingUsernameResult } from './identityErrors';
import type { IdentityActionInput } from './identityActionInput';

export type UserActionInput = IdentityActionInput & { username: string };

/** Wraps an action that acts on one existing user, so each action need not check for the name. */
export function forUser(action: (input: UserActionInput) => Promise<ActionOutcome>) {
  return (input: IdentityActionInput): Promise<ActionOutcome> =>
    input.username
      ? action({ ...input, username: input.username })
      : Promise.resolve(missingUsernameResult());
}
