import type { Db } from '../../shared/contracts';

export interface PromoCode {
  code: string;
  description: string;
  discountPercent: number;
  minSubtotal: number;
  catalogGroupId: string | null;
  /** Active and within its validity dates today. */
  isValid: boolean;
}

export async function findPromoCode(db: Db, code: string): Promise<PromoCode | null> {
  const [row] = await db.query<{
    code: string;
    description: string;
    discount_percent: number;
    min_subtotal: number;
    catalog_group_id: string | null;
    is_valid: boolean;
  }>(
    `SELECT code, description, discount_percent, min_subtotal, catalog_group_id,
            (active AND CURRENT_DATE BETWEEN valid_from AND valid_to) AS is_valid
       FROM promo_codes WHERE upper(code) = upper($1)`,
    [code.trim()],
  );
  if (!row) return null;
  return {
    code: row.code,
    description: row.description,
    discountPercent: row.discount_percent,
    minSubtotal: row.min_subtotal,
    catalogGroupId: row.catalog_group_id,
    isValid: row.is_valid,
  };
}
