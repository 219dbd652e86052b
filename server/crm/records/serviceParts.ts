import type { ActionResult, Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { crmError, forbidden, payloadArg, stringArg, type CrmRequest } from '../handler';

/**
 * Reads of the service area (issue 19): the installed base, parts with their models, relations,
 * images and kits. Parts are the service catalogue's items (catalog_items + parts), so a part in a
 * cart is an ordinary quote line.
 */

type Row = Record<string, unknown>;

/** The service area is for signed-in customers: a guest has no installed base and no parts cart. */
export function refuseGuest(caller: Caller): ActionResult | null {
  return caller.kind === 'guest' || !caller.contactId
    ? crmError('Unauthorized: sign in to use service and parts.', 401)
    : null;
}

/**
 * The payload extras some parts calls carry (spec 001 section 6: awsUserType/contactId or
 * userTypeAWS/contactIdAWS): both are required and must be the verified caller's own.
 */
export function payloadIdentityProblem(
  request: CrmRequest,
  userTypeName: 'awsUserType' | 'userTypeAWS',
  contactName: 'contactId' | 'contactIdAWS',
): ActionResult | null {
  const userType = payloadArg(request, userTypeName);
  const contactId = payloadArg(request, contactName);
  if (typeof userType !== 'string' || userType === '')
    return crmError(`${userTypeName} is required.`);
  if (typeof contactId !== 'string' || contactId === '')
    return crmError(`${contactName} is required.`);
  if (contactId !== request.caller.contactId)
    return forbidden('a call may only name your own contact.');
  if (userType !== request.caller.userType)
    return forbidden(`${userTypeName} is not your user type.`);
  return null;
}

/** An instrument of the installed base, as getInstalledBase answers it. */
export interface InstrumentJson {
  id: string;
  accountId: string;
  modelCode: string;
  modelName: string;
  productLine: string;
  serialNumber: string;
  installDate: string;
  site: string;
  location: string;
  status: string;
  contract: { name: string; number: string; endDate: string } | null;
  warrantyEndDate: string;
  softwareVersion: string;
}

const day = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export function instrumentToJson(row: Row): InstrumentJson {
  return {
    id: String(row.id),
    accountId: String(row.account_id),
    modelCode: String(row.model_code),
    modelName: String(row.model_name),
    productLine: String(row.product_line),
    serialNumber: String(row.serial_number),
    installDate: day(row.install_date),
    site: String(row.site),
    location: String(row.building_room),
    status: String(row.status),
    contract: row.contract_name
      ? {
          name: String(row.contract_name),
          number: String(row.contract_number),
          endDate: day(row.contract_end_date),
        }
      : null,
    warrantyEndDate: day(row.warranty_end_date),
    softwareVersion: String(row.software_version),
  };
}

/** The caller's account's instrument, or null (another account's answers as missing). */
export async function instrumentOfCaller(
  db: Db,
  caller: Caller,
  instrumentId: string,
): Promise<Row | null> {
  const [row] = await db.query(
    'SELECT * FROM installed_instruments WHERE id = $1 AND account_id = $2',
    [instrumentId, caller.accountId],
  );
  return row ?? null;
}

/** A part as the parts calls answer it. */
export interface PartJson {
  itemId: string;
  partNumber: string;
  title: string;
  description: string;
  category: string;
  price: number;
  currency: string;
  availability: string;
  stockQty: number;
  leadTimeDays: number;
  isObsolete: boolean;
  isKit: boolean;
  models: string[];
  thumbnailUrl: string | null;
  explodedView: { imageId: string; callout: number; x: number; y: number } | null;
}

/** The SELECT of a part with its models and its price in the currency of parameter `$n`. */
export const partSelect = (currencyParam: number): string => `
  SELECT p.item_id, p.part_number, c.title, c.description, p.category,
         COALESCE(pr.unit_price, c.price) AS price, p.availability, p.stock_qty, p.lead_time_days,
         p.is_obsolete, p.is_kit, c.thumbnail_url, p.exploded_view_id, p.callout, p.callout_x,
         p.callout_y,
         (SELECT array_agg(m.model_code ORDER BY m.model_code) FROM part_models m
           WHERE m.item_id = p.item_id) AS models
    FROM parts p
    JOIN catalog_items c ON c.item_id = p.item_id AND c.active
    LEFT JOIN catalog_item_prices pr ON pr.item_id = p.item_id AND pr.currency = $${currencyParam}`;

export function partToJson(row: Row, currency: string): PartJson {
  return {
    itemId: String(row.item_id),
    partNumber: String(row.part_number),
    title: String(row.title),
    description: String(row.description),
    category: String(row.category),
    price: Number(row.price),
    currency,
    availability: String(row.availability),
    stockQty: Number(row.stock_qty),
    leadTimeDays: Number(row.lead_time_days),
    isObsolete: row.is_obsolete === true,
    isKit: row.is_kit === true,
    models: Array.isArray(row.models) ? row.models.map(String) : [],
    thumbnailUrl: row.thumbnail_url ? String(row.thumbnail_url) : null,
    explodedView:
      row.exploded_view_id && row.callout !== null
        ? {
            imageId: String(row.exploded_view_id),
            callout: Number(row.callout),
            x: Number(row.callout_x),
            y: Number(row.callout_y),
          }
        : null,
  };
}

/** The currency the caller's account buys in. */
export async function accountCurrency(db: Db, caller: Caller): Promise<string> {
  const [row] = await db.query<{ currency: string }>(
    'SELECT currency FROM accounts WHERE id = $1',
    [caller.accountId],
  );
  return row?.currency ?? 'USD';
}

/** Parts by item id or part number, in the caller's currency. */
export async function partsByIds(
  db: Db,
  currency: string,
  ids: readonly string[],
): Promise<PartJson[]> {
  if (ids.length === 0) return [];
  const rows = await db.query(
    `${partSelect(2)}
      WHERE p.item_id = ANY($1::text[]) OR p.part_number = ANY($1::text[])
      ORDER BY p.part_number`,
    [ids, currency],
  );
  return rows.map((row) => partToJson(row, currency));
}

/** The one part named by `itemId` (or a part number) in the call. */
export async function partOfCall(
  request: CrmRequest,
  ...names: string[]
): Promise<PartJson | null> {
  const id = stringArg(request, ...(names.length ? names : ['itemId']));
  if (!id) return null;
  const [part] = await partsByIds(request.db, await accountCurrency(request.db, request.caller), [
    id,
  ]);
  return part ?? null;
}

export const PART_NOT_FOUND = 'Part not found.';
