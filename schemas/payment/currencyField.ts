/**
 * Spec 000 section 5: "Values in currency fields have their text after '(' removed." The CRM may
 * send a currency field as "USD (U.S. Dollar)" or an amount as "1,250.00 (incl. freight)"; what
 * is shown and sent on is the part before the parenthesis, trimmed. Pure, shared by server and
 * runtime.
 */
export function currencyFieldValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const open = text.indexOf('(');
  return (open === -1 ? text : text.slice(0, open)).trim();
}
