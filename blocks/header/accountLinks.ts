import type { HeaderAccountMenuItem } from '../../schemas/generated/blocks/header';

/**
 * The account-area links a user sees in the account menu: entries without `groups` are for
 * everyone, the others only for users of one of those groups (the user's group is their user
 * type). Presentation only: the gateway decides what each page's data shows.
 */
export function accountLinksFor(
  items: readonly HeaderAccountMenuItem[] | undefined,
  userType: string | null | undefined,
): HeaderAccountMenuItem[] {
  return (items ?? []).filter(
    (item) =>
      !item.groups ||
      item.groups.length === 0 ||
      (userType ? item.groups.includes(userType) : false),
  );
}
