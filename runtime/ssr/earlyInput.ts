import { EARLY_INPUT_GLOBAL } from '../../schemas/earlyInputScript';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor did to the server's page before the client took it over. */
export interface EarlyInput {
  /** Each field the visitor changed, with its value (and checkedness) at the last change. */
  fields: [Field, { value: string; checked: boolean }][];
  /**
   * The form the visitor submitted, held back, with the button that submitted it and how many of
   * `presses` came before it.
   */
  submission: {
    form: HTMLFormElement;
    submitter: HTMLElement | null;
    pressesBefore: number;
  } | null;
  /** The plain buttons the visitor pressed, each once, in the order first pressed. */
  presses: HTMLButtonElement[];
}

/** A press waiting for its block, with its place among the visitor's presses. */
interface Press {
  button: HTMLButtonElement;
  at: number;
}

/** What waits for the blocks: each press keeps its place, to be replayed in the visitor's order. */
interface PendingInput {
  fields: EarlyInput['fields'];
  submission: EarlyInput['submission'];
  presses: Press[];
}

/**
 * How long a press made after a held submission waits for its block to finish what the
 * submission started (a search's new list) before it is given up.
 */
const SETTLE_LIMIT_MS = 5000;

const NOTHING: PendingInput = { fields: [], submission: null, presses: [] };

/** What was taken from the early-input script and not yet replayed into a hydrated block. */
let pending: PendingInput = NOTHING;

function take(win: Window): PendingInput {
  const taken: unknown = (win as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  // Only our own function (an element with that id would be a named property, never a function).
  if (typeof taken !== 'function') return NOTHING;
  const input = (taken as () => Partial<EarlyInput> | undefined)();
  return {
    fields: input?.fields ?? [],
    submission: input?.submission ?? null,
    presses: (input?.presses ?? []).map((button, at) => ({ button, at })),
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

/** What names a button to the visitor: its label, else its text. */
function buttonName(button: HTMLButtonElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/** Presses the button, or the one now shown in its place (same name), unless none or disabled. */
function pressShown(block: Element, button: HTMLButtonElement): void {
  const name = buttonName(button);
  const shown = button.isConnected
    ? button
    : [...block.querySelectorAll('button')].find((candidate) => buttonName(candidate) === name);
  if (shown && !shown.disabled) shown.click();
}

/**
 * Presses made after a submission were made on the page the visitor saw then; the submission
 * changes it (a search shows its new list, loading first). So they wait until the block has
 * finished (nothing in it `aria-busy`) and then press the buttons it shows under the same names,
 * as the visitor would have: within SETTLE_LIMIT_MS, else not at all.
 */
function pressOnceSettled(block: Element, buttons: HTMLButtonElement[]): void {
  let done = false;
  const finish = () => {
    done = true;
    observer.disconnect();
    clearTimeout(limit);
  };
  const attempt = () => {
    if (done || block.querySelector('[aria-busy="true"]')) return;
    finish();
    for (const button of buttons) pressShown(block, button);
  };
  const observer = new MutationObserver(() => void setTimeout(attempt, 0));
  observer.observe(block, { subtree: true, childList: true, attributes: true });
  const limit = setTimeout(finish, SETTLE_LIMIT_MS);
  // The submission's own render first (a query's loading state), then the check.
  setTimeout(attempt, 0);
}

/**
 * When a block's markup is hydrated (its Suspense boundary commits, which can be after the page's
 * first commit): the values typed into its fields go into its state at once, then, in a microtask
 * (after React has rendered those values, which it does in the microtask it queued first, so the
 * handlers see them), the buttons pressed in it and the submission made in it are made again in
 * the visitor's order, each once. A microtask, not a later task: React replays an event that
 * reached the block after the client took the page over (a press once hydrating began) in a task
 * of its own after this commit, and what the visitor did before must come first (a search held
 * back, then the row's Actions menu opened on its answer). A press made after the submission
 * waits for what the submission started (pressOnceSettled). A button or form the client no longer
 * shows, or a button now disabled, is left alone.
 */
export function replayEarlyInputWithin(
  element: Element,
  schedule: (run: () => void) => void = queueMicrotask,
): void {
  if (!hasEarlyInput()) return;
  const inside = (node: Element) => element.contains(node);
  const fields = pending.fields.filter(([field]) => inside(field));
  const presses = pending.presses.filter(({ button }) => inside(button));
  const submission =
    pending.submission && inside(pending.submission.form) ? pending.submission : null;
  pending = {
    fields: pending.fields.filter(([field]) => !inside(field)),
    presses: pending.presses.filter(({ button }) => !inside(button)),
    submission: submission ? null : pending.submission,
  };
  for (const [field, kept] of fields) replayField(field, kept);
  if (presses.length === 0 && !submission) return;
  // A page whose script kept no order (an older build's HTML): every press first, as before.
  const cut = submission?.pressesBefore ?? Number.POSITIVE_INFINITY;
  const before = presses.filter(({ at }) => at < cut);
  const after = presses.filter(({ at }) => at >= cut);
  schedule(() => {
    for (const { button } of before) {
      if (button.isConnected && !button.disabled) button.click();
    }
    if (!submission || !submission.form.isConnected) return;
    const { form, submitter } = submission;
    const button =
      submitter && submitter.isConnected && form.contains(submitter) ? submitter : undefined;
    form.requestSubmit(button);
    if (after.length > 0)
      pressOnceSettled(
        element,
        after.map(({ button: pressed }) => pressed),
      );
  });
}
