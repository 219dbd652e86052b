import { escapeHtml } from '../identity/oidc/html';
import { HOSTED_PAYMENT_PATH } from './paymentConfig';

/**
 * The hosted payment page's HTML: server-rendered, one external stylesheet and one external
 * script (the result's auto-post), nothing inline, so it runs under its own strict CSP
 * (hostedPaymentRoutes.ts). Labels, error summary and focus order follow WCAG 2.2 form practice.
 */

export const ASSETS = `${HOSTED_PAYMENT_PATH}/assets`;

export interface OrderSummary {
  merchantName: string;
  reference: string;
  amount: string;
  currency: string;
  /** A tokenize-only request: the card is saved and nothing is charged. */
  tokenOnly?: boolean;
}

export interface FieldErrors {
  [field: string]: string;
}

function money(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

function layout(opts: { title: string; summary?: OrderSummary; body: string; script?: string }) {
  const summary = opts.summary
    ? `<section class="hp-summary" aria-label="Order summary">
  <dl>
    <div><dt>Merchant</dt><dd>${escapeHtml(opts.summary.merchantName)}</dd></div>
    ${
      opts.summary.tokenOnly
        ? '<div class="hp-total"><dt>Amount due</dt><dd>Nothing is charged</dd></div>'
        : `<div><dt>Order reference</dt><dd>${escapeHtml(opts.summary.reference)}</dd></div>
    <div class="hp-total"><dt>Amount due</dt><dd>${escapeHtml(money(opts.summary.amount, opts.summary.currency))}</dd></div>`
    }
  </dl>
</section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(opts.title)} · Secure payment</title>
<link rel="stylesheet" href="${ASSETS}/page.css">
${opts.script ? `<script src="${ASSETS}/${opts.script}" defer></script>` : ''}
</head>
<body>
<header class="hp-bar">
  <span class="hp-brand"><span class="hp-lock" aria-hidden="true"></span>SecurePay</span>
  <span class="hp-secure">Secure checkout</span>
</header>
<main class="hp-card">
${summary}
${opts.body}
</main>
<footer class="hp-foot">
  <p>Local test payment page of the Blockfront stack. No real card is charged; use the test cards in docs/local-stack.md.</p>
</footer>
</body>
</html>
`;
}

/** An error of a group of controls links to its first control. */
const LINK_TARGETS: Record<string, string> = { card_expiry: 'card_expiry_month' };

function errorSummary(errors: FieldErrors): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  return `<div class="hp-errors" role="alert" tabindex="-1" id="error-summary">
  <h2>There is a problem</h2>
  <ul>${entries.map(([field, message]) => `<li><a href="#${escapeHtml(LINK_TARGETS[field] ?? field)}">${escapeHtml(message)}</a></li>`).join('')}</ul>
</div>`;
}

function input(opts: {
  id: string;
  label: string;
  errors: FieldErrors;
  value?: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
  maxlength: number;
  className?: string;
}): string {
  const error = opts.errors[opts.id];
  const described = [opts.hint ? `${opts.id}-hint` : '', error ? `${opts.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="hp-field${error ? ' hp-field-error' : ''} ${opts.className ?? ''}">
  <label for="${opts.id}">${escapeHtml(opts.label)}</label>
  ${opts.hint ? `<p class="hp-hint" id="${opts.id}-hint">${escapeHtml(opts.hint)}</p>` : ''}
  ${error ? `<p class="hp-error" id="${opts.id}-error"><span class="hp-visually-hidden">Error: </span>${escapeHtml(error)}</p>` : ''}
  <input id="${opts.id}" name="${opts.id}" type="text" required autocomplete="${opts.autocomplete}"
    ${opts.inputmode ? `inputmode="${opts.inputmode}"` : ''} maxlength="${opts.maxlength}" spellcheck="false"
    value="${escapeHtml(opts.value ?? '')}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>
</div>`;
}

function select(opts: {
  id: string;
  label: string;
  options: string[];
  value?: string;
  errors: FieldErrors;
  autocomplete: string;
}): string {
  const error = opts.errors[opts.id];
  return `<div class="hp-field${error ? ' hp-field-error' : ''}">
  <label for="${opts.id}">${escapeHtml(opts.label)}</label>
  ${error ? `<p class="hp-error" id="${opts.id}-error"><span class="hp-visually-hidden">Error: </span>${escapeHtml(error)}</p>` : ''}
  <select id="${opts.id}" name="${opts.id}" required autocomplete="${opts.autocomplete}"${error ? ` aria-invalid="true" aria-describedby="${opts.id}-error"` : ''}>
    <option value="">--</option>
    ${opts.options.map((o) => `<option value="${o}"${o === opts.value ? ' selected' : ''}>${o}</option>`).join('')}
  </select>
</div>`;
}

const cancelForm = (uuid: string, label = 'Cancel and return to the store') =>
  `<form method="post" action="${HOSTED_PAYMENT_PATH}/pay/${uuid}/cancel" class="hp-cancel">
  <button type="submit" class="hp-link">${escapeHtml(label)}</button>
</form>`;

export function cardFormPage(opts: {
  uuid: string;
  summary: OrderSummary;
  errors: FieldErrors;
  values: Record<string, string>;
  savesCard: boolean;
  now: Date;
}): string {
  const year = opts.now.getUTCFullYear();
  const years = Array.from({ length: 12 }, (_, i) => String(year + i));
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  const pay = money(opts.summary.amount, opts.summary.currency);
  return layout({
    title: Object.keys(opts.errors).length ? 'Error: Card details' : 'Card details',
    summary: opts.summary,
    body: `${errorSummary(opts.errors)}
<h1>${opts.summary.tokenOnly ? 'Save a card' : 'Pay by card'}</h1>
<p class="hp-brands" aria-label="Accepted cards">Visa · MasterCard · American Express · Discover · JCB · Diners Club</p>
<form method="post" action="${HOSTED_PAYMENT_PATH}/pay/${opts.uuid}/card" novalidate>
  ${input({ id: 'card_holder', label: 'Name on card', errors: opts.errors, value: opts.values.card_holder, autocomplete: 'cc-name', maxlength: 80 })}
  ${input({ id: 'card_number', label: 'Card number', errors: opts.errors, value: opts.values.card_number, autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23, hint: 'The long number on the front of your card' })}
  <fieldset class="hp-expiry${opts.errors.card_expiry ? ' hp-field-error' : ''}"${opts.errors.card_expiry ? ' aria-describedby="card_expiry-error"' : ''}>
    <legend>Expiry date</legend>
    ${opts.errors.card_expiry ? `<p class="hp-error" id="card_expiry-error"><span class="hp-visually-hidden">Error: </span>${escapeHtml(opts.errors.card_expiry)}</p>` : ''}
    <div class="hp-row">
      ${select({ id: 'card_expiry_month', label: 'Month', options: months, value: opts.values.card_expiry_month, errors: {}, autocomplete: 'cc-exp-month' })}
      ${select({ id: 'card_expiry_year', label: 'Year', options: years, value: opts.values.card_expiry_year, errors: {}, autocomplete: 'cc-exp-year' })}
    </div>
  </fieldset>
  ${input({ id: 'card_cvn', label: 'Security code', errors: opts.errors, autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, hint: '3 digits on the back, or 4 on the front for American Express', className: 'hp-short' })}
  ${opts.savesCard ? `<p class="hp-note">This card will be saved securely for your future purchases with this merchant.${opts.summary.tokenOnly ? ' Nothing is charged now.' : ''}</p>` : ''}
  <button type="submit" class="hp-pay">${opts.summary.tokenOnly ? 'Save card' : `Pay ${escapeHtml(pay)}`}</button>
</form>
${cancelForm(opts.uuid, opts.summary.tokenOnly ? 'Cancel and return to the store' : undefined)}`,
  });
}

export function savedCardPage(opts: {
  uuid: string;
  summary: OrderSummary;
  card: { brand: string; last4: string; expiry: string };
}): string {
  const pay = money(opts.summary.amount, opts.summary.currency);
  return layout({
    title: 'Confirm payment',
    summary: opts.summary,
    body: `<h1>Pay with your saved card</h1>
<p class="hp-saved">${escapeHtml(opts.card.brand)} ending in ${escapeHtml(opts.card.last4)}, expires ${escapeHtml(opts.card.expiry)}</p>
<form method="post" action="${HOSTED_PAYMENT_PATH}/pay/${opts.uuid}/card">
  <button type="submit" class="hp-pay">Pay ${escapeHtml(pay)}</button>
</form>
${cancelForm(opts.uuid)}`,
  });
}

export function challengePage(opts: {
  uuid: string;
  summary: OrderSummary;
  card: { brand: string; last4: string };
  error?: string;
}): string {
  const errors: FieldErrors = opts.error ? { challenge_code: opts.error } : {};
  return layout({
    title: opts.error ? 'Error: Confirm it is you' : 'Confirm it is you',
    summary: opts.summary,
    body: `${errorSummary(errors)}
<h1>Confirm it is you</h1>
<p>Your bank asks you to confirm this payment with your ${escapeHtml(opts.card.brand)} ending in ${escapeHtml(opts.card.last4)}.
We sent a one-time code to the phone number your bank holds (test code: 123456).</p>
<form method="post" action="${HOSTED_PAYMENT_PATH}/pay/${opts.uuid}/challenge" novalidate>
  ${input({ id: 'challenge_code', label: 'One-time code', errors, autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: 6, className: 'hp-short' })}
  <button type="submit" class="hp-pay">Confirm payment</button>
</form>
${cancelForm(opts.uuid, 'I did not get a code: cancel the payment')}`,
  });
}

function resultTitle(approved: boolean, tokenOnly: boolean): string {
  if (tokenOnly) return approved ? 'Card saved' : 'Card not saved';
  return approved ? 'Payment approved' : 'Payment not completed';
}

/** The result, posted back to the store by the auto-post script (or the button without script). */
export function resultPage(opts: {
  summary: OrderSummary;
  action: string;
  fields: Record<string, string>;
  approved: boolean;
  message: string;
}): string {
  const hidden = Object.entries(opts.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n  ');
  return layout({
    title: resultTitle(opts.approved, opts.summary.tokenOnly ?? false),
    summary: opts.summary,
    script: 'return.js',
    body: `<h1>${resultTitle(opts.approved, opts.summary.tokenOnly ?? false)}</h1>
<p role="status">${escapeHtml(opts.message)} Returning you to ${escapeHtml(opts.summary.merchantName)}…</p>
<form method="post" action="${escapeHtml(opts.action)}" id="hp-return">
  ${hidden}
  <button type="submit" class="hp-pay">Return to ${escapeHtml(opts.summary.merchantName)}</button>
</form>`,
  });
}

export function errorPage(title: string, message: string, status: 'error' | 'gone' = 'error') {
  return layout({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>${status === 'gone' ? 'Go back to the store and start the payment again.' : 'Go back to the store and try again. Your card has not been charged.'}</p>`,
  });
}

export const PAGE_CSS = `:root{color-scheme:light;--ink:#1d2433;--muted:#5b6475;--line:#cfd5df;--accent:#0b5cad;--accent-dark:#084a8c;--error:#b42318;--bg:#f3f5f9}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
.hp-bar{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;background:#14213d;color:#fff}
.hp-brand{font-weight:700;letter-spacing:.02em;display:flex;align-items:center;gap:8px}
.hp-lock{display:inline-block;width:14px;height:11px;border-radius:2px;background:#8bd3a4;position:relative;margin-top:5px}
.hp-lock::before{content:"";position:absolute;left:2px;top:-7px;width:10px;height:9px;border:2px solid #8bd3a4;border-bottom:0;border-radius:6px 6px 0 0;box-sizing:border-box}
.hp-secure{font-size:14px;opacity:.9}
.hp-card{max-width:480px;margin:32px auto;background:#fff;border:1px solid var(--line);border-radius:10px;padding:24px 28px;box-shadow:0 2px 10px rgba(20,33,61,.08)}
h1{font-size:22px;margin:8px 0 16px}
.hp-summary dl{margin:0 0 16px;padding:12px 16px;background:#f7f9fc;border-radius:8px}
.hp-summary dl div{display:flex;justify-content:space-between;gap:12px;padding:2px 0}
.hp-summary dt{color:var(--muted)}
.hp-summary dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
.hp-total dd{font-size:18px}
.hp-brands{color:var(--muted);font-size:14px;margin-top:-8px}
.hp-field{margin:0 0 16px;display:flex;flex-direction:column}
label,legend{font-weight:600;margin-bottom:4px}
fieldset{border:0;margin:0 0 16px;padding:0}
.hp-row{display:flex;gap:12px}
.hp-row .hp-field{flex:1;margin:0}
.hp-row label{font-weight:400}
input,select{font:inherit;padding:10px 12px;border:1px solid #8a94a6;border-radius:6px;background:#fff;color:var(--ink);min-height:44px}
input:focus,select:focus,button:focus{outline:3px solid #f5b400;outline-offset:1px}
.hp-short input{max-width:10em}
.hp-hint{margin:0 0 4px;color:var(--muted);font-size:14px}
.hp-error{margin:0 0 4px;color:var(--error);font-weight:600}
.hp-field-error input,.hp-field-error select{border:2px solid var(--error)}
.hp-errors{border:3px solid var(--error);padding:12px 16px;margin:0 0 16px;border-radius:6px}
.hp-errors h2{font-size:18px;margin:0 0 8px}
.hp-errors a{color:var(--error);font-weight:600}
.hp-note{background:#eef6ff;padding:8px 12px;border-radius:6px;font-size:14px}
.hp-saved{font-weight:600}
.hp-pay{width:100%;min-height:48px;font:inherit;font-weight:700;color:#fff;background:var(--accent);border:0;border-radius:6px;cursor:pointer}
.hp-pay:hover{background:var(--accent-dark)}
.hp-cancel{margin-top:12px;text-align:center}
.hp-link{font:inherit;background:none;border:0;color:var(--accent);text-decoration:underline;cursor:pointer;min-height:44px}
.hp-foot{max-width:480px;margin:0 auto 32px;color:var(--muted);font-size:13px;text-align:center;padding:0 16px}
.hp-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:520px){.hp-card{margin:0;border-radius:0;border-left:0;border-right:0;padding:20px 16px}}
`;

/** Posts the result back to the store as soon as the page loads; without script, the button does. */
export const RETURN_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('hp-return');if(f)f.submit();});
`;
