/**
 * Inline style produced by the pure layout rules: camelCase CSS properties and `--bf-*` custom
 * properties. A plain record (not React's CSSProperties) so the rules stay free of React and can run
 * on the server later; BlockView hands it to React, which applies it through the CSSOM (allowed by
 * the strict CSP, unlike a style attribute in markup).
 */
export type StyleMap = Record<string, string>;
