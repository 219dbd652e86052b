import { useMemo, useState } from 'react';
import {
  evaluateInstrument,
  formatMoney,
  instrumentLines,
  optionRuleNotes,
  useLocale,
  type ConfiguratorProduct,
  type InstrumentRuleSet,
  type InstrumentSelection,
  type OptionCategory,
  type SavedConfiguration,
} from '../../runtime/blocks';
import { Checkbox } from '../../runtime/ui/index';
import { AvailabilityBadge } from './AvailabilityBadge';
import { ConfigurationSummary, parseConfigurationQuantity } from './ConfigurationSummary';
import { Findings } from './Findings';
import { useSaveConfiguration } from './useSaveConfiguration';

const CATEGORIES: { category: OptionCategory; heading: string; hint: string }[] = [
  { category: 'Option', heading: 'Options', hint: 'Factory-fitted upgrades.' },
  { category: 'Accessory', heading: 'Accessories', hint: 'Shipped with the instrument.' },
  { category: 'Service plan', heading: 'Service plan', hint: 'One plan per instrument.' },
];

/**
 * An instrument's configuration: its options, accessories and service plans, each with price,
 * availability and its compatibility rules in words (requires, cannot be combined with); a
 * choice that breaks a rule is explained with its fix and blocks saving until it is resolved.
 */
export function InstrumentBuilder({
  rules,
  product,
  saved,
  cartPath,
}: {
  rules: InstrumentRuleSet;
  product: ConfiguratorProduct | null;
  saved: SavedConfiguration | null;
  cartPath: string;
}) {
  const locale = useLocale();
  const [selection, setSelection] = useState<InstrumentSelection>(() =>
    saved?.selection.kind === 'instrument'
      ? saved.selection
      : { kind: 'instrument', optionItemIds: [], quantity: 1 },
  );
  const [name, setName] = useState(saved?.name ?? `${rules.instrument.title} configuration`);
  const [quantity, setQuantity] = useState(String(selection.quantity));
  const [configurationId, setConfigurationId] = useState(saved?.id ?? null);
  const saving = useSaveConfiguration();
  const findings = useMemo(() => evaluateInstrument(rules, selection), [rules, selection]);
  const lines = instrumentLines(rules, {
    ...selection,
    quantity: parseConfigurationQuantity(quantity) ?? selection.quantity,
  });
  const flagged = new Set(
    findings.filter((finding) => finding.level === 'error').flatMap((finding) => finding.subjects),
  );
  const toggle = (itemId: string, on: boolean) =>
    setSelection((current) => ({
      ...current,
      optionItemIds: on
        ? [...current.optionItemIds, itemId]
        : current.optionItemIds.filter((id) => id !== itemId),
    }));

  return (
    <div className="bf-configurator-layout">
      <div className="bf-configurator-steps">
        <section className="bf-configurator-step" aria-labelledby="bf-step-base">
          <h2 id="bf-step-base">
            <span className="bf-configurator-step-number">1</span> Base instrument
          </h2>
          <p>
            {rules.instrument.title} ·{' '}
            {formatMoney(rules.instrument.price, rules.instrument.currency, locale)}{' '}
            <AvailabilityBadge availability={rules.instrument.availability} />
          </p>
        </section>
        {CATEGORIES.map(({ category, heading, hint }, index) => {
          const options = rules.options.filter((option) => option.category === category);
          if (options.length === 0) return null;
          return (
            <section
              key={category}
              className="bf-configurator-step"
              aria-labelledby={`bf-step-${index}`}
            >
              <h2 id={`bf-step-${index}`}>
                <span className="bf-configurator-step-number">{index + 2}</span> {heading}
              </h2>
              <p className="bf-configurator-muted">{hint}</p>
              <ul className="bf-configurator-options">
                {options.map((option) => {
                  const notes = optionRuleNotes(option.itemId, rules.options, rules.rules);
                  return (
                    <li
                      key={option.itemId}
                      className={
                        flagged.has(option.itemId) ? 'bf-configurator-option-error' : undefined
                      }
                    >
                      <Checkbox
                        label={option.title}
                        checked={selection.optionItemIds.includes(option.itemId)}
                        onChange={(event) => toggle(option.itemId, event.target.checked)}
                        description={
                          <>
                            {formatMoney(option.price, option.currency, locale)} · SKU {option.sku}
                            {notes.length ? ` · ${notes.join(' ')}` : ''}
                          </>
                        }
                      />
                      <AvailabilityBadge availability={option.availability} />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
        <Findings findings={findings} />
      </div>
      <ConfigurationSummary
        lines={lines}
        currency={rules.instrument.currency}
        findings={findings}
        name={name}
        onName={setName}
        quantity={quantity}
        onQuantity={setQuantity}
        quantityLabel="Number of instruments"
        saving={saving}
        isChange={configurationId !== null}
        cartPath={cartPath}
        onSave={(count) => {
          void saving
            .save({
              itemId: product?.itemId ?? rules.instrument.itemId,
              name,
              selection: { ...selection, quantity: count },
              configurationId,
            })
            .then((answer) => setConfigurationId(answer.configuration.id))
            .catch(() => undefined);
        }}
      />
    </div>
  );
}
