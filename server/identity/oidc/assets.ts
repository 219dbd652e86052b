import type { ServerResponse } from 'node:http';
import { ASSETS_PREFIX } from './ssoRoutes';

/** Brand colours of the demo organisation (the storefront theme's primary and text colours). */
const CSS = `:root{color-scheme:light;--brand:#0b5c7a;--brand-dark:#084459;--text:#1d2733;--muted:#5b6672;--error:#a4262c;--surface:#fff;--page:#eef3f6}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--page);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.sso-card{width:min(100% - 2rem,24rem);background:var(--surface);border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:2rem}
h1{margin:0;font-size:1.5rem}
.sso-subtitle{margin:.25rem 0 1.5rem;color:var(--muted)}
form{display:grid;gap:.5rem}
label{font-weight:600}
input{font:inherit;padding:.625rem .75rem;border:1px solid #8a96a3;border-radius:4px;margin-bottom:.75rem}
input:focus-visible,button:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error)}
button{font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:4px;background:var(--brand);color:#fff;cursor:pointer}
button:hover{background:var(--brand-dark)}
.sso-error{margin:0 0 1rem;padding:.75rem;border-left:4px solid var(--error);background:#fdecea;color:var(--error)}
`;

/** Submits the logout confirmation at once, as Cognito's /logout signs out without asking. */
const AUTO_SUBMIT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});
`;

const ASSETS: Record<string, { type: string; body: string }> = {
  [`${ASSETS_PREFIX}sso.css`]: { type: 'text/css; charset=utf-8', body: CSS },
  [`${ASSETS_PREFIX}auto-submit.js`]: {
    type: 'text/javascript; charset=utf-8',
    body: AUTO_SUBMIT_JS,
  },
};

export const AUTO_SUBMIT_SCRIPT = `${ASSETS_PREFIX}auto-submit.js`;

/** Serves an asset; false when the path is not one. */
export function serveAsset(pathname: string, res: ServerResponse): boolean {
  const asset = ASSETS[pathname];
  if (!asset) return false;
  res.writeHead(200, {
    'content-type': asset.type,
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
  res.end(asset.body);
  return true;
}
