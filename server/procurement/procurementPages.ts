import { escapeHtml } from '../identity/oidc/html';
import { PROCUREMENT_PATH } from './procurementPaths';

export interface SessionRow {
  id: string;
  quote_id: string;
  buyer_cookie: string;
  browser_form_post_url: string;
  created_at: string;
  returned_at: string | null;
  returned_cart: ReturnedCart | null;
  username: string | null;
}

export interface ReturnedCart {
  quoteId?: string;
  quoteNumber?: string;
  currency?: string;
  subtotal?: number | string;
  discount?: number | string;
  total?: number | string;
  lines?: {
    sku?: string;
    title?: string;
    qty?: number | string;
    unitPrice?: number | string;
    totalPrice?: number | string;
  }[];
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ProcureHub</title>
<link rel="stylesheet" href="${PROCUREMENT_PATH}/assets/procurement.css">
</head>
<body>
<header class="ph-bar"><a href="${PROCUREMENT_PATH}">ProcureHub</a><span>Local e-procurement stand-in</span></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const money = (value: unknown, currency = 'USD') => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      Number(value ?? 0),
    );
  } catch {
    return `${String(value)} ${currency}`;
  }
};

export function homePage(opts: {
  sessions: SessionRow[];
  hosts: string[];
  defaults: { username: string; quoteId: string };
  error?: string;
}): string {
  const rows = opts.sessions
    .map(
      (
        s,
      ) => `<tr><td><a href="${PROCUREMENT_PATH}/sessions/${escapeHtml(s.id)}">${escapeHtml(s.id)}</a></td>
<td>${escapeHtml(s.quote_id)}</td><td>${escapeHtml(s.username ?? '')}</td>
<td>${s.returned_at ? 'Cart received' : 'Shopping at supplier'}</td></tr>`,
    )
    .join('');
  return layout(
    'Punchout',
    `<h1>Buy from a supplier catalogue (punchout)</h1>
${opts.error ? `<p class="ph-error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
<form method="post" action="${PROCUREMENT_PATH}/punchout" class="ph-form">
  <label for="host">Supplier storefront</label>
  <select id="host" name="host">${opts.hosts.map((h) => `<option>${escapeHtml(h)}</option>`).join('')}</select>
  <label for="username">Requisitioner (storefront user)</label>
  <input id="username" name="username" required value="${escapeHtml(opts.defaults.username)}" autocomplete="off">
  <label for="quoteId">Supplier quote id</label>
  <input id="quoteId" name="quoteId" required value="${escapeHtml(opts.defaults.quoteId)}" autocomplete="off">
  <button type="submit">Start punchout session</button>
</form>
<h2>Sessions</h2>
${rows ? `<table><thead><tr><th scope="col">Session</th><th scope="col">Quote</th><th scope="col">Requisitioner</th><th scope="col">State</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No punchout sessions yet.</p>'}`,
  );
}

export function sessionPage(session: SessionRow, storefrontCartUrl: string): string {
  const cart = session.returned_cart;
  const currency = cart?.currency ?? 'USD';
  const lines = (cart?.lines ?? [])
    .map(
      (
        line,
      ) => `<tr><td>${escapeHtml(String(line.sku ?? ''))}</td><td>${escapeHtml(String(line.title ?? ''))}</td>
<td class="ph-num">${escapeHtml(String(line.qty ?? ''))}</td><td class="ph-num">${escapeHtml(money(line.unitPrice, currency))}</td>
<td class="ph-num">${escapeHtml(money(line.totalPrice, currency))}</td></tr>`,
    )
    .join('');
  return layout(
    `Session ${session.id}`,
    `<h1>Punchout session ${escapeHtml(session.id)}</h1>
<dl class="ph-facts">
  <div><dt>Supplier quote</dt><dd>${escapeHtml(session.quote_id)}</dd></div>
  <div><dt>Requisitioner</dt><dd>${escapeHtml(session.username ?? '')}</dd></div>
  <div><dt>Return address (shuttle URL)</dt><dd>${escapeHtml(session.browser_form_post_url)}</dd></div>
  <div><dt>State</dt><dd>${session.returned_at ? `Cart received ${escapeHtml(session.returned_at)}` : 'Shopping at supplier'}</dd></div>
</dl>
${
  cart
    ? `<h2>Cart received from the supplier</h2>
${cart.quoteNumber ? `<p>Supplier quote number ${escapeHtml(String(cart.quoteNumber))}</p>` : ''}
<div class="ph-scroll" tabindex="0" role="region" aria-label="Returned cart, scrolls sideways"><table aria-label="Returned cart"><thead><tr><th scope="col">SKU</th><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Unit price</th><th scope="col">Total</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>${
        cart.subtotal !== undefined
          ? `<tr><th scope="row" colspan="4">Subtotal</th><td class="ph-num">${escapeHtml(money(cart.subtotal, currency))}</td></tr>`
          : ''
      }${
        Number(cart.discount ?? 0) > 0
          ? `<tr><th scope="row" colspan="4">Discount</th><td class="ph-num">−${escapeHtml(money(cart.discount, currency))}</td></tr>`
          : ''
      }<tr><th scope="row" colspan="4">Total (${escapeHtml(currency)}, before tax)</th><td class="ph-num">${escapeHtml(money(cart.total, currency))}</td></tr></tfoot></table></div>
<p>Next step in a real procurement system: the requisition goes for approval, then a purchase order is sent to the supplier.</p>`
    : `<p><a href="${escapeHtml(storefrontCartUrl)}">Continue shopping at the supplier</a></p>`
}`,
  );
}

export const PROCUREMENT_CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b2430;background:#f6f7f2}
.ph-bar{display:flex;gap:16px;align-items:baseline;padding:12px 24px;background:#2f4b26;color:#fff}
.ph-bar a{color:#fff;font-weight:700;font-size:20px;text-decoration:none}
main{max-width:860px;margin:24px auto;padding:0 16px}
.ph-form{display:grid;gap:6px;max-width:420px;background:#fff;padding:16px;border:1px solid #ccd3c4;border-radius:8px}
input,select,button{font:inherit;padding:8px 10px;min-height:40px}
button{background:#2f4b26;color:#fff;border:0;border-radius:6px;margin-top:8px;cursor:pointer}
label{font-weight:600;margin-top:6px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #ccd3c4;padding:6px 10px;text-align:left}
.ph-num{text-align:right}
.ph-error{color:#a4161a;font-weight:600}
.ph-facts div{display:flex;flex-wrap:wrap;column-gap:12px;margin-bottom:6px}.ph-facts dt{font-weight:600;min-width:220px}.ph-facts dd{margin:0;overflow-wrap:anywhere}
.ph-scroll{overflow-x:auto}
h1{overflow-wrap:anywhere}
@media (max-width:480px){th,td{padding:4px 6px}.ph-bar{flex-wrap:wrap;padding:12px 16px}}
`;
