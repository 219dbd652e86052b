import type { IdentityAdmin, VerifiedUser } from '../../../server/shared/contracts';

export interface RecordedCall {
  target: string;
  body: Record<string, unknown>;
}

/** A pool error as the identity helper's client throws it: `name` is the AWS error type. */
export class FakePoolError extends Error {
  constructor(type: string, message: string) {
    super(message);
    this.name = type;
  }
}

type Answer =
  Record<string, unknown> | ((body: Record<string, unknown>) => Record<string, unknown>);

/**
 * Only for unit tests of the gateway's mapping onto pool calls: it records each call and answers
 * from a table. The real pool is tested with the identity provider itself.
 */
export function fakeIdentityAdmin(
  answers: Record<string, Answer> = {},
  tokens: Record<string, VerifiedUser> = {},
  userPoolId = 'us-east-1_Fake',
) {
  const calls: RecordedCall[] = [];
  const admin: IdentityAdmin = {
    userPoolId,
    async call(target, body) {
      calls.push({ target, body });
      const answer = answers[target] ?? {};
      return typeof answer === 'function' ? answer(body) : answer;
    },
    async verifyAccessToken(token) {
      return tokens[token] ?? null;
    },
  };
  return { admin, calls };
}
