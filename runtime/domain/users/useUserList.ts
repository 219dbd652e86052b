import { useBlockQuery } from '../../data/useBlockQuery';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { listUserPage } from './usersCalls';
import { usersKeys } from './usersStore';
import type { UserListQuery } from './usersTypes';

/**
 * One page of the account's users for the tabs, search and page token (listUsers, limit 20). The
 * block shows its states with QueryStates, so a failure raises no global toast. A first page's
 * server render answers it.
 */
export function useUserList(query: UserListQuery, enabled = true) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => listUserPage(connection, query, signal),
    enabled,
    meta: { handlesErrors: true },
  });
}
