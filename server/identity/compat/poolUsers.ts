import { DEMO_USER_POOL_ID } from '../../shared/demo';
import { CognitoServiceError, isObject, type JsonObject } from './awsJsonProtocol';
import type { Upstream } from './upstream';

/** What the compatibility layer needs to know about a pool user. */
export interface PoolUser {
  username: string;
  enabled: boolean;
  status: string;
  attributes: Record<string, string>;
}

export function attributesRecord(list: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  if (!Array.isArray(list)) return record;
  for (const entry of list) {
    if (isObject(entry) && typeof entry.Name === 'string' && typeof entry.Value === 'string') {
      record[entry.Name] = entry.Value;
    }
  }
  return record;
}

export interface PoolUsers {
  /** null when no such user exists. */
  find(username: string): Promise<PoolUser | null>;
  groupsOf(username: string): Promise<string[]>;
}

export function createPoolUsers(upstream: Upstream, userPoolId = DEMO_USER_POOL_ID): PoolUsers {
  return {
    async find(username) {
      let body: JsonObject;
      try {
        body = await upstream.call('AdminGetUser', { UserPoolId: userPoolId, Username: username });
      } catch (error) {
        if (error instanceof CognitoServiceError && error.type === 'UserNotFoundException')
          return null;
        throw error;
      }
      return {
        username: typeof body.Username === 'string' ? body.Username : username,
        enabled: body.Enabled !== false,
        status: typeof body.UserStatus === 'string' ? body.UserStatus : 'UNKNOWN',
        attributes: attributesRecord(body.UserAttributes),
      };
    },
    async groupsOf(username) {
      const body = await upstream.call('AdminListGroupsForUser', {
        UserPoolId: userPoolId,
        Username: username,
      });
      const groups = Array.isArray(body.Groups) ? body.Groups : [];
      return groups
        .map((g) => (isObject(g) && typeof g.GroupName === 'string' ? g.GroupName : null))
        .filter((g): g is string => g !== null);
    },
  };
}
