import type { Db } from '../../shared/contracts';

/** Spec 000 section 3 "Customer-organisation API user". */
export interface CustomerOrgApiUser {
  id: string;
  salesforceUserId: string;
  local: string;
  eCProductUsersId: string | null;
  customerOrgApiUsersId: string | null;
  owner: string | null;
}

export async function listCustomerOrgApiUsers(db: Db): Promise<CustomerOrgApiUser[]> {
  const rows = await db.query<{
    id: string;
    salesforce_user_id: string;
    local: string;
    ec_product_users_id: string | null;
    customer_org_api_users_id: string | null;
    owner: string | null;
  }>(
    'SELECT id, salesforce_user_id, local, ec_product_users_id, customer_org_api_users_id, owner FROM customer_org_api_users ORDER BY id',
  );
  return rows.map((row) => ({
    id: row.id,
    salesforceUserId: row.salesforce_user_id,
    local: row.local,
    eCProductUsersId: row.ec_product_users_id,
    customerOrgApiUsersId: row.customer_org_api_users_id,
    owner: row.owner,
  }));
}
