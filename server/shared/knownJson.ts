/**
 * The JSON text of values shared by many answers and never changed once made (a cached catalogue
 * answer, the gateway envelope around it), kept beside them so each is serialized once rather
 * than on every request: a cached guest catalogue read was serialized three times per request
 * (the CRM answer, nested as a string in makeCall's envelope, nested again as AWSJSON), which
 * with the database query was most of its cost (docs/benchmarks.md, session 10, load2).
 *
 * Whoever remembers a value's text promises the value is never changed afterwards; the text is
 * `JSON.stringify(value)` of that moment, so the bytes sent are the same as before.
 */
const texts = new WeakMap<object, string>();

/**
 * Remembers `JSON.stringify(value)` for `value`, which must not change from now on; `text` when
 * the caller has just made it.
 */
export function rememberJson<T extends object>(value: T, text: string = JSON.stringify(value)): T {
  texts.set(value, text);
  return value;
}

/** Whether `value`'s text is remembered. */
export function hasKnownJson(value: unknown): boolean {
  return typeof value === 'object' && value !== null && texts.has(value);
}

/** `JSON.stringify(value)`, from memory when it was remembered. */
export function jsonOf(value: unknown): string {
  const known = typeof value === 'object' && value !== null ? texts.get(value) : undefined;
  return known ?? JSON.stringify(value);
}
