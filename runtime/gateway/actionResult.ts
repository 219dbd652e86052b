/** A decoded action result: the innermost `{statusCode, content}` plus whatever else it carried. */
export interface ActionResult {
  statusCode: number;
  content: unknown;
  /** Fields some results carry besides (message, errorCode, body...). */
  [field: string]: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Enough to undo the JSON-in-JSON layers of AppSync + Lambda without looping on odd input. */
const MAX_JSON_LAYERS = 3;

/**
 * Decodes JSON text (AWSJSON values, nested salesforceActions strings), layer by layer while the
 * value still looks like JSON. A plain string such as `ERROR: ...` is returned as it is.
 */
export function decodeJsonText(value: unknown): unknown {
  let decoded = value;
  for (let layer = 0; layer < MAX_JSON_LAYERS && typeof decoded === 'string'; layer += 1) {
    const text = decoded.trim();
    if (!/^[[{"]/.test(text)) break;
    try {
      decoded = JSON.parse(text) as unknown;
    } catch {
      break;
    }
  }
  return decoded;
}

function statusOf(value: unknown): number | null {
  const status = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) ? status : null;
}

const ENVELOPE_FIELDS = ['statusCode', 'content', 'salesforceActions'];

/**
 * An envelope as it is; anything else (a bare value some endpoints answer with) as the content
 * of a 200 result, so the content rules of spec 000 section 8 still apply to it.
 */
function asActionResult(value: unknown, statusWhenMissing: number): ActionResult {
  if (!isRecord(value) || !ENVELOPE_FIELDS.some((field) => field in value)) {
    return { statusCode: statusWhenMissing, content: value };
  }
  return {
    ...value,
    statusCode: statusOf(value.statusCode) ?? statusWhenMissing,
    content: value.content,
  };
}

/**
 * The result of an action operation (spec 000 sections 3 and 7): the AWSJSON string is decoded,
 * and a CRM result `{statusCode, salesforceActions}` is unwrapped to the CRM's own
 * `{statusCode, content}`, unless the gateway already refused (outer status not 200), in which
 * case the gateway's own result is the answer.
 */
export function decodeActionResult(raw: unknown): ActionResult {
  const outer = asActionResult(decodeJsonText(raw), 200);
  if (outer.salesforceActions === undefined || outer.statusCode !== 200) return outer;
  return asActionResult(decodeJsonText(outer.salesforceActions), outer.statusCode);
}
