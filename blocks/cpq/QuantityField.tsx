import { useState, type ReactNode } from 'react';
import { TextField } from '../../runtime/ui/index';

/**
 * A whole-number quantity between `min` and `max`. What the customer types is kept while they
 * type (an emptied field stays empty); each whole number is taken clamped to the limits, which
 * the description names, and leaving the field shows the quantity the quote uses.
 */
export function QuantityField({
  label,
  value,
  min,
  max,
  onChange,
  description,
}: {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (qty: number) => void;
  description?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      className="bf-cpq-qty"
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={draft ?? String(value)}
      description={description}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        if (text.trim() !== '' && Number.isFinite(Number(text))) onChange(Number(text));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
