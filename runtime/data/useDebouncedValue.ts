import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (the search's suggestions wait 500 ms after
 * the last keystroke, issue 19). The first value is taken at once.
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
