import { listCustomerOrgApiUsers } from '../../db/repositories/customerOrgApiUsers';
import { resolveCaller } from '../caller/resolveCaller';
import { isTokenRefusal, tokenRefusedError } from '../caller/tokenRefusedError';
import type { GatewayContext } from '../gatewayContext';
import { matchesModelFilter } from '../paging/modelFilter';
import type { ModelFilter } from '../paging/modelFilter';
import type { Page } from '../paging/paginate';
import { pageOrGraphQLError } from '../paging/pageOrGraphQLError';
import { notAuthorizedError } from './templateAccess';

export interface ListCustomerOrgApiUsersArgs {
  filter?: ModelFilter | null;
  limit?: number | null;
  nextToken?: string | null;
}

type CustomerOrgApiUser = Awaited<ReturnType<typeof listCustomerOrgApiUsers>>[number];

/**
 * `listCustomerOrgAPIUsers`: the filter is applied before the limit (see metaItemByStorefront).
 * The organisation's CRM API users are no visitor's business: a verified user's token is needed
 * (a refused one answers 401, tokenRefusedError.ts).
 */
export async function listCustomerOrgApiUsersPage(
  args: ListCustomerOrgApiUsersArgs,
  context: GatewayContext,
): Promise<Page<CustomerOrgApiUser>> {
  const outcome = await resolveCaller(context, null, null);
  if (!outcome.ok && isTokenRefusal(outcome.refusal)) throw tokenRefusedError(outcome.refusal);
  if (!outcome.ok || outcome.caller.kind !== 'user')
    throw notAuthorizedError('listCustomerOrgAPIUsers');
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
