/** A pool user as identity actions return it (from ListUsers' `Users` or AdminGetUser). */
export interface UserSummary {
  username: string;
  enabled: boolean;
  /** Cognito's UserStatus: CONFIRMED, FORCE_CHANGE_PASSWORD, UNCONFIRMED, RESET_REQUIRED... */
  userStatus: string;
  createdAt: string | null;
  lastModifiedAt: string | null;
  /** Attributes by their pool names: email, given_name, custom:salesforceAccountId... */
  attributes: Record<string, string>;
}

export function toUserSummary(user: Record<string, unknown>): UserSummary {
  return {
    username: typeof user.Username === 'string' ? user.Username : '',
    enabled: user.Enabled !== false,
    userStatus: typeof user.UserStatus === 'string' ? user.UserStatus : 'UNKNOWN',
    createdAt: isoDate(user.UserCreateDate),
    lastModifiedAt: isoDate(user.UserLastModifiedDate),
    // ListUsers names the list `Attributes`, AdminGetUser `UserAttributes`.
    attributes: attributeRecord(user.Attributes ?? user.UserAttributes),
  };
}

export function attributeRecord(list: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  if (!Array.isArray(list)) return record;
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { Name, Value } = entry as Record<string, unknown>;
    if (typeof Name === 'string' && typeof Value === 'string') record[Name] = Value;
  }
  return record;
}

/** AWS JSON 1.1 sends dates as epoch seconds; some emulators send ISO text. */
function isoDate(value: unknown): string | null {
  if (typeof value === 'number') return new Date(value * 1000).toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  return null;
}
