import { keepPreviousData } from '@tanstack/react-query';
import { useBlockQuery } from '../../data/useBlockQuery';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { listUserPage } from './usersCalls';
import { usersKeys } from './usersStore';
import type { UserListQuery } from './usersTypes';

/**
 * One page of the account's users for the tabs, search and page token (listUsers, limit 20). The
 * block shows its states with QueryStates, so a failure raises no global toast. A first page's
 * server render answers it. While another page, tab or search loads, the rows shown stay (the
 * block marks them as refreshing), so a row's open menu or focus is not lost to a loading state.
 */
export function useUserList(query: UserListQuery, enabled = true) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => listUserPage(connection, query, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
