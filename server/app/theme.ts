/**
 * Theme stylesheets (spec 000 section 1): the organisation's theme with the storefront's own theme
 * meta item laid over it, written as CSS custom properties the runtime and blocks read: the palette,
 * fonts and base radius of the design tokens (runtime/app/tokens.css derives the rest from them), and
 * any other token a storefront overrides through `cssVariables`.
 */
export interface ThemeSettings {
  /** Named colours, emitted as `--bf-color-<name>`. */
  colors?: Record<string, string>;
  fontFamily?: string;
  headingFontFamily?: string;
  radius?: string;
  logoUrl?: string;
  /** Any further custom properties, names starting with `--bf-`. */
  cssVariables?: Record<string, string>;
}

// Values are emitted into a stylesheet, so anything that could end a declaration, open a block or
// load a resource is refused rather than escaped.
const SAFE_VALUE = /^[#(),.%/\w\s'"+-]{1,200}$/;
const UNSAFE_WORDS = /url\s*\(|expression\s*\(|@import|javascript:/i;

export function isSafeCssValue(value: string): boolean {
  return SAFE_VALUE.test(value) && !UNSAFE_WORDS.test(value);
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-]/g, '');
}

export function mergeThemes(...themes: (ThemeSettings | null | undefined)[]): ThemeSettings {
  const merged: ThemeSettings = {};
  for (const theme of themes) {
    if (!theme) continue;
    Object.assign(merged, {
      ...theme,
      colors: { ...merged.colors, ...theme.colors },
      cssVariables: { ...merged.cssVariables, ...theme.cssVariables },
    });
  }
  return merged;
}

export function themeToCss(theme: ThemeSettings): string {
  const declarations: [string, string][] = [];
  for (const [name, value] of Object.entries(theme.colors ?? {}))
    declarations.push([`--bf-color-${kebab(name)}`, value]);
  if (theme.fontFamily) declarations.push(['--bf-font-family', theme.fontFamily]);
  if (theme.headingFontFamily)
    declarations.push(['--bf-heading-font-family', theme.headingFontFamily]);
  if (theme.radius) declarations.push(['--bf-radius', theme.radius]);
  for (const [name, value] of Object.entries(theme.cssVariables ?? {})) {
    if (/^--bf-[a-z0-9-]+$/.test(name)) declarations.push([name, value]);
  }
  const lines = declarations
    .filter(([, value]) => isSafeCssValue(value))
    .map(([n, v]) => `  ${n}: ${v};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

export function parseTheme(json: unknown): ThemeSettings | null {
  if (typeof json === 'string') {
    try {
      return parseTheme(JSON.parse(json));
    } catch {
      return null;
    }
  }
  return json && typeof json === 'object' ? (json as ThemeSettings) : null;
}
