/**
 * The page's one inline script, in the head of every server-rendered page (server/app/html.ts),
 * allowed by the CSP through its hash alone (createApp.ts). Between the HTML's arrival and the
 * moment React takes the page over, a visitor can already type into the server's form and press
 * its button. Without it that press submits the form the browser's way (a GET to the same address
 * with every field in the query string, the page reloads and what was typed is gone), and a value
 * typed then is in the field but not in the block's state. So until the client starts hydrating,
 * it keeps which fields the visitor changed (and their last value) and holds back a form's
 * submission; the client takes both over (runtime/ssr/earlyInput.ts) and replays them once hydrated.
 *
 * Plain ES2017 in a string: it runs before any module, and its text is what the CSP hashes.
 * A form posting elsewhere on purpose (an `action` attribute: punchout) is left alone.
 */
export const EARLY_INPUT_GLOBAL = '__bfEarlyInput';

export const EARLY_INPUT_SCRIPT = `(function () {
  var fields = new Map();
  var submission = null;
  function onField(event) {
    var el = event.target;
    if (!el || !/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return;
    fields.set(el, { value: el.value, checked: Boolean(el.checked) });
  }
  function onSubmit(event) {
    var form = event.target;
    if (!form || form.tagName !== 'FORM' || form.hasAttribute('action')) return;
    event.preventDefault();
    submission = { form: form, submitter: event.submitter || null };
  }
  document.addEventListener('input', onField, true);
  document.addEventListener('change', onField, true);
  document.addEventListener('submit', onSubmit, true);
  Object.defineProperty(window, '${EARLY_INPUT_GLOBAL}', {
    configurable: true,
    value: function take() {
      document.removeEventListener('input', onField, true);
      document.removeEventListener('change', onField, true);
      document.removeEventListener('submit', onSubmit, true);
      var taken = { fields: Array.from(fields), submission: submission };
      fields = new Map();
      submission = null;
      return taken;
    },
  });
})();`;
