/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The frame of the provider's pages: one external stylesheet, no inline script or style, so the
 * pages run under the app's strict CSP (script-src 'self', style-src 'self').
 */
export function page(opts: { title: string; body: string; scripts?: string[] }): string {
  const scripts = (opts.scripts ?? [])
    .map((src) => `<script src="${escapeHtml(src)}" defer></script>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)}</title>
<link rel="stylesheet" href="/oauth2/assets/sso.css">
${scripts}
</head>
<body>
<main class="sso-card">
${opts.body}
</main>
</body>
</html>
`;
}
