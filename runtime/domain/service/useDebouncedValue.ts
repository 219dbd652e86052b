import { useEffect, useState } from 'react';
import { debounce } from '../../gateway/index';

/**
 * `value` once it has not changed for `waitMs`: the parts search asks the CRM once per pause in
 * typing, not once per keystroke. A change back to the settled value is taken at once.
 */
export function useDebouncedValue<Value>(value: Value, waitMs: number): Value {
  const [settled, setSettled] = useState(value);
  const [settle] = useState(() => debounce((next: Value) => setSettled(() => next), waitMs));
  useEffect(() => {
    settle(value);
  }, [settle, value]);
  useEffect(() => () => settle.cancel(), [settle]);
  return settled;
}
