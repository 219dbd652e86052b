/**
 * ESM replacements for the ajv runtime helpers that standalone code pulls in with `require()`
 * (DESIGN.md section 6: ajv's `code.esm` output still requires them). They are inlined into each
 * generated module, so the browser gets pure ESM and the bundle never sees ajv. Only the helpers
 * our schemas need are here: a schema that needs another one (formats, uri, $async) fails the
 * compile with a message naming the helper, rather than shipping a `require()`.
 */
export const AJV_RUNTIME_HELPERS: Readonly<Record<string, string>> = {
  // minLength/maxLength count code points, not UTF-16 units (same algorithm as ajv's helper).
  ucs2length: `function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}`,
  // const, enum of objects and uniqueItems compare JSON values; validated data is always JSON, so
  // plain objects and arrays are all this needs to handle (unlike fast-deep-equal's Map/Set/Date).
  equal: `function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
      return true;
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    }
    return true;
  }
  return a !== a && b !== b;
}`,
};
