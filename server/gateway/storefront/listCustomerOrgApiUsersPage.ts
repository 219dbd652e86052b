import { listCustomerOrgApiUsers } from '../../db/repositories/customerOrgApiUsers';
import type { GatewayContext } from '../gatewayContext';
import { matchesModelFilter } from '../paging/modelFilter';
import type { ModelFilter } from '../paging/modelFilter';
import type { Page } from '../paging/paginate';
import { pageOrGraphQLError } from '../paging/pageOrGraphQLError';

export interface ListCustomerOrgApiUsersArgs {
  filter?: ModelFilter | null;
  limit?: number | null;
  nextToken?: string | null;
}

type CustomerOrgApiUser = Awaited<ReturnType<typeof listCustomerOrgApiUsers>>[number];

/** `listCustomerOrgAPIUsers`: the filter is applied before the limit (see metaItemByStorefront). */
export async function listCustomerOrgApiUsersPage(
  args: ListCustomerOrgApiUsersArgs,
  context: GatewayContext,
): Promise<Page<CustomerOrgApiUser>> {
  const users = await listCustomerOrgApiUsers(context.services.db);
  return pageOrGraphQLError(
    users.filter((user) => matchesModelFilter(user, args.filter)),
    {
      limit: args.limit,
      nextToken: args.nextToken,
      scope: JSON.stringify(['listCustomerOrgAPIUsers', args.filter ?? null]),
    },
  );
}
