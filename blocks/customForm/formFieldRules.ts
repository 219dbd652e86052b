// Derived from schemas/blocks/customForm.schema.json by scripts/compileValidators.ts.
import type { CustomFormConfiguration } from '../../schemas/generated/blocks/customForm';

/** One admin-defined field of the form. */
export type FormField = CustomFormConfiguration['fields'][number];
/** A field's value: text, or checked for a checkbox. */
export type FormValue = string | boolean;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\-.\s\d]{6,30}$/;

/** The pattern of a field as a whole-value RegExp; null when the admin's pattern is invalid. */
function wholeValue(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/** Why a value does not fit its field, in words the customer reads; null when it does. */
export function fieldProblem(field: FormField, value: FormValue | undefined): string | null {
  if (field.type === 'checkbox')
    return field.required && value !== true ? `Check "${field.label}" to continue.` : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return field.required ? `Enter ${field.label.toLowerCase()}.` : null;
  if (field.maxLength && text.length > field.maxLength)
    return `${field.label}: at most ${field.maxLength} characters (now ${text.length}).`;
  if (field.type === 'email' && !EMAIL.test(text))
    return 'Enter an email address such as name@example.com.';
  if (field.type === 'tel' && !PHONE.test(text))
    return 'Enter a phone number of digits, spaces and +.';
  if (field.type === 'number' && !Number.isFinite(Number(text)))
    return `${field.label}: enter a number.`;
  if (
    (field.type === 'select' || field.type === 'radio') &&
    field.options &&
    !field.options.includes(text)
  )
    return `Choose one of the options for ${field.label.toLowerCase()}.`;
  if (field.pattern) {
    const pattern = wholeValue(field.pattern);
    if (pattern && !pattern.test(text))
      return field.patternMessage ?? `${field.label} is not in the expected format.`;
  }
  return null;
}

/** Every field's problem, by field name; empty when the form can be sent. */
export function formProblems(
  fields: readonly FormField[],
  values: Readonly<Record<string, FormValue>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
