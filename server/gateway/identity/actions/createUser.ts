import type { ActionOutcome } from '../../actions/actionTable';
import { stringField } from '../../actions/dataFields';
import { badRequestResult, success } from '../../results';
import type { IdentityActionInput } from '../identityActionInput';
import { setOnlyGroup } from '../poolGroups';
import { userAttributesFromData } from '../userAttributesFromData';
import { toUserSummary } from '../userSummary';

export const USER_CREATED_MESSAGE = 'User created successfully.';

/**
 * Creates a user (username defaults to the email) with an emailed temporary password and puts
 * them in `data.group`. The answer carries the new user, whose `sub` the CRM sync needs.
 */
export async function createUser({
  data,
  username,
  identity,
}: IdentityActionInput): Promise<ActionOutcome> {
  const email = stringField(data, 'email');
  const name = username ?? email;
  if (!name || !email) return badRequestResult('createUser needs data.email.');
  const body = await identity.call('AdminCreateUser', {
    UserPoolId: identity.userPoolId,
    Username: name,
    UserAttributes: [...userAttributesFromData(data), { Name: 'email_verified', Value: 'true' }],
    DesiredDeliveryMediums: ['EMAIL'],
  });
  const group = stringField(data, 'group');
  if (group) await setOnlyGroup(identity, name, group);
  const created =
    typeof body.User === 'object' && body.User !== null
      ? (body.User as Record<string, unknown>)
      : {};
  return success({ message: USER_CREATED_MESSAGE, user: toUserSummary(created) });
}
