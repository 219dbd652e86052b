import { isRecord, type ActionResult } from './actionResult';
import { GatewayError, SessionExpiredError } from './gatewayError';

/** Spec 001 section 8: the CRM's "nothing found" answer, which is an empty list, not a failure. */
import { NO_RECORDS_MESSAGE } from '../../schemas/specConstants';

export { NO_RECORDS_MESSAGE };
export const APEX_ERROR_CODE = 'APEX_ERROR';

export type ActionVerdict =
  | { ok: true; content: unknown }
  | { ok: false; statusCode: number; message: string; sessionExpired: boolean };

/** Spec 000 section 8: a leading 'ERROR: ' or 'Error: ' is stripped (once, exactly that text). */
export function stripErrorPrefix(text: string): string {
  return text.replace(/^(?:ERROR|Error): /, '');
}

function objectOf(value: unknown): Record<string, unknown> | null {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function messageOf(subject: Record<string, unknown> | null): string | null {
  const message = subject?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * The objects that may describe the failure, outermost first: the result itself, its content
 * when that is an object, and the first entry of a CRM error list (`[{errorCode, message}]`).
 */
function errorSubjects(result: ActionResult): Record<string, unknown>[] {
  const { content } = result;
  const subjects: Record<string, unknown>[] = [result];
  if (isRecord(content)) subjects.push(content);
  if (Array.isArray(content) && isRecord(content[0]) && 'errorCode' in content[0]) {
    subjects.push(content[0]);
  }
  return subjects;
}

/**
 * Spec 000 section 8 "message source priority": body.message, then message (of the result, then of
 * its content), then the content when it is text, then the JSON text of the result.
 */
export function failureMessage(result: ActionResult): string {
  for (const subject of errorSubjects(result)) {
    const message = messageOf(objectOf(subject.body)) ?? messageOf(subject);
    if (message !== null) return stripErrorPrefix(message);
  }
  if (typeof result.content === 'string' && result.content !== '') {
    return stripErrorPrefix(result.content);
  }
  return JSON.stringify(result);
}

/** Spec 000 section 8: the four signs of a failed result. */
function isFailedResult(result: ActionResult): boolean {
  if (result.statusCode !== 200) return true;
  const { content } = result;
  if (typeof content === 'string' && (content.includes('ERROR:') || content.includes('Error:'))) {
    return true;
  }
  return errorSubjects(result).some(
    (subject) =>
      subject.errorCode === APEX_ERROR_CODE || messageOf(subject)?.startsWith('ERROR:') === true,
  );
}

export function judgeActionResult(result: ActionResult): ActionVerdict {
  if (typeof result.content === 'string' && result.content.trim() === NO_RECORDS_MESSAGE) {
    return { ok: true, content: [] };
  }
  if (!isFailedResult(result)) return { ok: true, content: result.content };
  return {
    ok: false,
    statusCode: result.statusCode,
    message: failureMessage(result),
    sessionExpired: result.statusCode === 401,
  };
}

/** The content of a successful result; a failed one throws GatewayError (401: SessionExpiredError). */
export function readActionContent(result: ActionResult): unknown {
  const verdict = judgeActionResult(result);
  if (verdict.ok) return verdict.content;
  if (verdict.sessionExpired) throw new SessionExpiredError({ origin: 'result', result });
  throw new GatewayError(verdict.statusCode, verdict.message, { origin: 'result', result });
}
