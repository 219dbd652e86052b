import type { FieldRule } from '../../../schemas/crm/quoteFields';

export type CheckedValue = { value: unknown } | { problem: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{5,25}( ?(x|ext\.?) ?[0-9]{1,6})?$/i;
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const CUSTOM_KEY = /^[A-Za-z][A-Za-z0-9_ -]{0,59}$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function checkCustomFields(name: string, value: unknown): CheckedValue {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { problem: `${name}: expected an object of answers.` };
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 50) return { problem: `${name}: at most 50 answers.` };
  for (const [key, answer] of entries) {
    if (!CUSTOM_KEY.test(key)) return { problem: `${name}: "${key}" is not a valid answer name.` };
    const ok =
      answer === null ||
      typeof answer === 'boolean' ||
      (typeof answer === 'number' && Number.isFinite(answer)) ||
      (typeof answer === 'string' && answer.length <= 2000 && !CONTROL.test(answer)) ||
      (Array.isArray(answer) &&
        answer.length <= 50 &&
        answer.every((item) => typeof item === 'string' && item.length <= 255));
    if (!ok) return { problem: `${name}: the answer "${key}" is too long or not a plain value.` };
  }
  return { value };
}

/**
 * A field's value as stored, or why it is refused. Blank text clears the field (null); strings are
 * trimmed. The messages name the field and say what is expected.
 */
export function validateFieldValue(name: string, rule: FieldRule, value: unknown): CheckedValue {
  if (rule.kind === 'json') return checkCustomFields(name, value);
  if (rule.kind === 'boolean') {
    if (value === true || value === 'true') return { value: true };
    if (value === false || value === 'false' || isBlank(value)) return { value: false };
    return { problem: `${name}: expected true or false.` };
  }
  if (isBlank(value)) return { value: null };
  if (typeof value !== 'string' && typeof value !== 'number')
    return { problem: `${name}: expected text.` };
  const text = String(value).trim();
  if (CONTROL.test(text)) return { problem: `${name}: contains control characters.` };
  switch (rule.kind) {
    case 'text':
      return text.length <= rule.maxLength
        ? { value: text }
        : { problem: `${name}: at most ${rule.maxLength} characters.` };
    case 'email':
      return text.length <= 254 && EMAIL.test(text)
        ? { value: text }
        : { problem: `${name}: enter an email address like name@example.com.` };
    case 'phone':
      return PHONE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 5
        ? { value: text }
        : { problem: `${name}: enter a phone number of digits, spaces, +, -, ( and ).` };
    case 'picklist':
      return rule.options.includes(text)
        ? { value: text }
        : { problem: `${name}: expected one of ${rule.options.join(', ')}.` };
    case 'reference':
      return REFERENCE.test(text) ? { value: text } : { problem: `${name}: not a record id.` };
  }
}
