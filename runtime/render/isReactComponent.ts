/**
 * Whether a value can be rendered as a component: a function or class, or one of React's wrapper
 * objects (memo, forwardRef, lazy), which carry a $$typeof tag. It cannot tell a component from
 * any other function, but it catches the usual mistakes: a module without a default export, a
 * named export passed by mistake, an element instead of a component, a string.
 */
export function isReactComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol' &&
    !('props' in value)
  );
}
