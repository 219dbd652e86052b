import type { Db } from '../../shared/contracts';

/** A storefront as stored (spec 000 section 3 "Storefront"), with its organisation. */
export interface StorefrontRecord {
  storefrontId: string;
  /** Same as storefrontId: the spec's storefront carries both names. */
  id: string;
  storefrontName: string;
  domain: string;
  awsUserPoolId: string;
  clientId: string;
  clientName: string;
  guestAccountId: string | null;
  /** Empty when static files are served from the request's own origin. */
  resourcesDomain: string;
  organization: { id: string; salesforceOrgId: string };
}

interface StorefrontRow extends Record<string, unknown> {
  storefront_id: string;
  name: string;
  domain: string;
  aws_user_pool_id: string;
  client_id: string;
  client_name: string;
  guest_account_id: string | null;
  resources_domain: string;
  organization_id: string;
  salesforce_org_id: string;
}

const SELECT = `SELECT s.storefront_id, s.name, s.domain, s.aws_user_pool_id, s.client_id, s.client_name,
                       s.guest_account_id, s.resources_domain, s.organization_id, o.salesforce_org_id
                  FROM storefronts s JOIN organizations o ON o.id = s.organization_id`;

function toRecord(row: StorefrontRow): StorefrontRecord {
  return {
    storefrontId: row.storefront_id,
    id: row.storefront_id,
    storefrontName: row.name,
    domain: row.domain,
    awsUserPoolId: row.aws_user_pool_id,
    clientId: row.client_id,
    clientName: row.client_name,
    guestAccountId: row.guest_account_id,
    resourcesDomain: row.resources_domain,
    organization: { id: row.organization_id, salesforceOrgId: row.salesforce_org_id },
  };
}

/** The active storefront serving `domain` (a host name without port, compared case-insensitively). */
export async function findStorefrontByDomain(
  db: Db,
  domain: string,
): Promise<StorefrontRecord | null> {
  const [row] = await db.query<StorefrontRow>(
    `${SELECT} WHERE lower(s.domain) = lower($1) AND s.active`,
    [domain],
  );
  return row ? toRecord(row) : null;
}

export async function findStorefrontById(
  db: Db,
  storefrontId: string,
): Promise<StorefrontRecord | null> {
  const [row] = await db.query<StorefrontRow>(`${SELECT} WHERE s.storefront_id = $1`, [
    storefrontId,
  ]);
  return row ? toRecord(row) : null;
}

/** The active storefront whose user pool app client is `clientId` (the `client_id` of its tokens). */
export async function findStorefrontByClientId(
  db: Db,
  clientId: string,
): Promise<StorefrontRecord | null> {
  const [row] = await db.query<StorefrontRow>(`${SELECT} WHERE s.client_id = $1 AND s.active`, [
    clientId,
  ]);
  return row ? toRecord(row) : null;
}
