import { RadioGroup } from '../../runtime/ui/aria';
import type { CpqBundle } from '../../runtime/blocks';
import { money } from './cpqMoney';

/** Step 1: which instrument bundle the quote is for, each with its summary and starting price. */
export function BundlePicker({
  bundles,
  value,
  onChange,
  locale,
}: {
  bundles: readonly CpqBundle[];
  value: string;
  onChange: (bundleId: string) => void;
  locale: string | undefined;
}) {
  return (
    <RadioGroup
      className="bf-cpq-bundles"
      label="Instrument bundle"
      value={value}
      onChange={onChange}
      options={bundles.map((bundle) => ({
        value: bundle.id,
        label: bundle.name,
        description: `${bundle.summary} Instrument from ${money(
          bundle.instrument.contract?.unitPrice ?? bundle.instrument.listPrice,
          bundle.currency,
          locale,
        )}.`,
      }))}
    />
  );
}
