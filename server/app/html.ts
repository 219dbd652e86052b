import { BOOT_ELEMENT_ID, type BootConfig } from '../../schemas/boot';

const HEAD_SLOT = '<!--blockfront-head-->';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot close its <script> element or break out of it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The SPA's HTML for one storefront: the theme stylesheet and the boot data block go into the
 * head so the runtime starts with no lookup (DESIGN.md section 2, step 1).
 */
export function renderStorefrontHtml(template: string, boot: BootConfig): string {
  if (!template.includes(HEAD_SLOT)) throw new Error(`index.html lacks the ${HEAD_SLOT} slot`);
  const head = [
    `<title>${escapeHtml(boot.domain.storefrontName)}</title>`,
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`,
  ].join('\n    ');
  // The theme comes last in the head so its custom properties override the base stylesheet's.
  const theme = `<link rel="stylesheet" href="${escapeHtml(boot.themeHref)}" />\n  </head>`;
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(HEAD_SLOT, head)
    .replace('</head>', theme);
}

/** The page for a host that is no storefront: plain, self-contained, no script. */
export function storefrontNotFoundHtml(host: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront Not Found</title></head>
<body><main><h1>Storefront Not Found</h1><p>No storefront is configured for ${escapeHtml(host)}.</p></main></body></html>`;
}
