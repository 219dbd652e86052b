import { EARLY_INPUT_GLOBAL } from '../../schemas/earlyInputScript';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor did to the server's page before the client took it over. */
export interface EarlyInput {
  /** Each field the visitor changed, with its value (and checkedness) at the last change. */
  fields: [Field, { value: string; checked: boolean }][];
  /** The form the visitor submitted, held back, with the button that submitted it. */
  submission: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** The plain buttons the visitor pressed, each once, in the order first pressed. */
  presses: HTMLButtonElement[];
}

const NOTHING: EarlyInput = { fields: [], submission: null, presses: [] };

/** What was taken from the early-input script and not yet replayed into a hydrated block. */
let pending: EarlyInput = NOTHING;

function take(win: Window): EarlyInput {
  const taken: unknown = (win as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  // Only our own function (an element with that id would be a named property, never a function).
  if (typeof taken !== 'function') return NOTHING;
  const input = (taken as () => Partial<EarlyInput> | undefined)();
  return {
    fields: input?.fields ?? [],
    submission: input?.submission ?? null,
    presses: input?.presses ?? [],
  };
}

/**
 * Stops the early-input script (schemas/earlyInputScript.ts) and keeps what it kept, as React
 * starts hydrating the page: from then on React answers every event itself (an event hydrates at
 * once what it reaches), so the script must neither record nor hold back anything after.
 */
export function holdEarlyInput(win: Window = window): void {
  pending = take(win);
}

/** Whether anything taken from the early-input script still waits for its block. */
export function hasEarlyInput(): boolean {
  return pending.fields.length > 0 || pending.submission !== null || pending.presses.length > 0;
}

/** Stops the early-input script and forgets its input: the page is rendered anew, not hydrated. */
export function dropEarlyInput(win: Window = window): void {
  take(win);
  pending = NOTHING;
}

/** The field's `value` setter as the browser defines it, beside the one React puts on the field. */
function nativeValueSetter(
  field: HTMLInputElement | HTMLTextAreaElement,
): ((v: string) => void) | null {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  const set = descriptor?.set;
  return set ? (v) => set.call(field, v) : null;
}

/**
 * Tells React a value the field already shows. React hydrates a controlled field keeping what the
 * visitor typed but not its state, and notes the field's value as the one it knows; so the value
 * it knows goes back to the server's first (through the field's own `value` setter, which React
 * watches), the visitor's is put back under it (the prototype's setter, which it does not), and
 * the event React listens for tells it the difference: the block's onChange runs with it.
 */
function replayField(field: Field, kept: { value: string; checked: boolean }): void {
  if (!field.isConnected || field.disabled) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // The click React listens for on these toggles them: from the opposite state, once. Not when
    // the visitor came back to the server's state, or changed it again since (React saw that).
    if (field.type === 'radio' && !kept.checked) return;
    if (field.checked !== kept.checked || kept.checked === field.defaultChecked) return;
    field.checked = !kept.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return;
    field.value = kept.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // What the field shows now, unless hydrating put the server's text back (a textarea whose
  // content was its default): then the value kept at the visitor's last change.
  const shown = field.value !== field.defaultValue ? field.value : kept.value;
  if (shown === field.defaultValue) return;
  const setNative = nativeValueSetter(field);
  if (!setNative) return;
  field.value = field.defaultValue;
  setNative(shown);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * When a block's markup is hydrated (its Suspense boundary commits, which can be after the page's
 * first commit): the values typed into its fields go into its state at once, then, in the next
 * task (after React has rendered those values, so the handlers see them), each button pressed in
 * it is pressed again and the submission made in it is made, each once. A button or form the
 * client no longer shows, or a button now disabled, is left alone.
 */
export function replayEarlyInputWithin(
  element: Element,
  schedule: (run: () => void) => void = (run) => void setTimeout(run, 0),
): void {
  if (!hasEarlyInput()) return;
  const inside = (node: Element) => element.contains(node);
  const fields = pending.fields.filter(([field]) => inside(field));
  const presses = pending.presses.filter(inside);
  const submission =
    pending.submission && inside(pending.submission.form) ? pending.submission : null;
  pending = {
    fields: pending.fields.filter(([field]) => !inside(field)),
    presses: pending.presses.filter((button) => !inside(button)),
    submission: submission ? null : pending.submission,
  };
  for (const [field, kept] of fields) replayField(field, kept);
  if (presses.length === 0 && !submission) return;
  schedule(() => {
    for (const button of presses) {
      if (button.isConnected && !button.disabled) button.click();
    }
    if (!submission || !submission.form.isConnected) return;
    const { form, submitter } = submission;
    const button =
      submitter && submitter.isConnected && form.contains(submitter) ? submitter : undefined;
    form.requestSubmit(button);
  });
}
