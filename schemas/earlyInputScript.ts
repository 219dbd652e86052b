/**
 * The page's one inline script, in the head of every server-rendered page (server/app/html.ts),
 * allowed by the CSP through its hash alone (createApp.ts). Between the HTML's arrival and the
 * moment React takes the page over, a visitor can already type into the server's form and press
 * its button. Without it that press submits the form the browser's way (a GET to the same address
 * with every field in the query string, the page reloads and what was typed is gone), and a value
 * typed then is in the field but not in the block's state, and a press of a plain button (a
 * catalogue card's Add to cart) does nothing at all. So until the client starts hydrating, it
 * keeps which fields the visitor changed (and their last value), holds back a form's submission
 * and notes each button pressed (once: a second press of a button that did nothing is the same
 * wish); the client takes them over (runtime/ssr/earlyInput.ts) and replays them once hydrated.
 *
 * Plain ES2017 in a string: it runs before any module, and its text is what the CSP hashes.
 * A form posting elsewhere on purpose (an `action` attribute: punchout) is left alone.
 */
export const EARLY_INPUT_GLOBAL = '__bfEarlyInput';

export const EARLY_INPUT_SCRIPT = `(function () {
  var fields = new Map();
  var submission = null;
  var presses = [];
  function onField(event) {
    var el = event.target;
    if (!el || !/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return;
    fields.set(el, { value: el.value, checked: Boolean(el.checked) });
  }
  function onClick(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || button.disabled || button.type === 'reset') return;
    // A form's submit button submits it: onSubmit holds that back.
    if (button.type === 'submit' && button.form) return;
    if (presses.indexOf(button) === -1) presses.push(button);
  }
  function onSubmit(event) {
    var form = event.target;
    if (!form || form.tagName !== 'FORM' || form.hasAttribute('action')) return;
    event.preventDefault();
    // With how many presses came before it: the client replays them in the visitor's order.
    submission = { form: form, submitter: event.submitter || null, pressesBefore: presses.length };
  }
  document.addEventListener('input', onField, true);
  document.addEventListener('change', onField, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  Object.defineProperty(window, '${EARLY_INPUT_GLOBAL}', {
    configurable: true,
    value: function take() {
      document.removeEventListener('input', onField, true);
      document.removeEventListener('change', onField, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('click', onClick, true);
      var taken = { fields: Array.from(fields), submission: submission, presses: presses };
      fields = new Map();
      submission = null;
      presses = [];
      return taken;
    },
  });
})();`;
