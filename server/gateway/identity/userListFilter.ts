/** A user-list request's status: enabled state (Active/Inactive as the pages say) or a Cognito UserStatus. */
export type StatusCondition =
  | { attribute: 'status'; value: 'Enabled' | 'Disabled' }
  | { attribute: 'cognito:user_status'; value: string };

export function statusCondition(status: string): StatusCondition {
  const normalized = status.trim().toLowerCase();
  if (normalized === 'active' || normalized === 'enabled')
    return { attribute: 'status', value: 'Enabled' };
  if (normalized === 'inactive' || normalized === 'disabled')
    return { attribute: 'status', value: 'Disabled' };
  return { attribute: 'cognito:user_status', value: status.trim().toUpperCase() };
}

/** A ListUsers filter expression; the pool accepts one attribute per request. */
export function poolFilterExpression(
  attribute: string,
  operator: '=' | '^=',
  value: string,
): string {
  return `${attribute} ${operator} "${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}
