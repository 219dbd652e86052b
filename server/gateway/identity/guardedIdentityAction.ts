import type { ActionOutcome } from '../actions/actionTable';
import { asDataFields, stringField } from '../actions/dataFields';
import { callerRefusalResult, signInRequiredResult } from '../caller/callerRefusals';
import { accessTokenOf } from '../caller/accessTokenOf';
import { resolveCaller } from '../caller/resolveCaller';
import type { GatewayContext } from '../gatewayContext';
import { unknownActionResult } from '../results';
import { IDENTITY_ACTIONS } from './identityActionTable';
import { poolUnavailableResult } from './identityErrors';
import { authorizeIdentityAction } from './identityPolicy';
import { runIdentityAction, type IdentityCall } from './runIdentityAction';

/**
 * `cognitoActions`, `userActions` and `listUsers`: the caller is verified from the access token
 * (the `Authorization` header, or `data.accessToken`), then identityPolicy.ts decides; only then
 * does the action reach the pool. An unknown action is a 404 and a missing pool a 503 first, as
 * before: neither reveals anything nor changes anything.
 */
export async function guardedIdentityAction(
  call: IdentityCall,
  context: GatewayContext,
): Promise<ActionOutcome> {
  if (!Object.hasOwn(IDENTITY_ACTIONS, call.action)) return unknownActionResult();
  const identity = context.services.identity;
  if (!identity) return poolUnavailableResult();
  const data = asDataFields(call.data) ?? {};
  const sent = accessTokenOf(context.request, data);
  if ('token' in sent && !sent.token) return signInRequiredResult();
  const outcome = await resolveCaller(context, data, stringField(data, 'domain'));
  if (!outcome.ok) return callerRefusalResult(outcome.refusal);
  if (outcome.caller.kind !== 'user') return signInRequiredResult();
  const target = call.username ?? stringField(data, 'username');
  // The session decoration (userActions) is the client's claim, never an action's input: the
  // account an action works in is the manager's own, set by the policy.
  const {
    accessToken: _token,
    userType: _type,
    domain: _domain,
    accountId: _account,
    ...input
  } = data;
  const decision = await authorizeIdentityAction(outcome.caller, call.action, input, target, {
    identity,
    db: context.services.db,
  });
  if (!decision.ok) return decision.result;
  return runIdentityAction(
    {
      action: call.action,
      data: decision.data,
      username: target,
      accountScope: decision.accountScope,
    },
    identity,
  );
}
