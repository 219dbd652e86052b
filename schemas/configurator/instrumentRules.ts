import type {
  ConfigurationFinding,
  ConfiguredLine,
  InstrumentRuleSet,
  InstrumentSelection,
} from './configuratorTypes';
import { compatibilityFindings } from './optionCompatibilityRules';

/** Every finding of an instrument configuration: unknown options and the compatibility rules. */
export function evaluateInstrument(
  rules: InstrumentRuleSet,
  selection: InstrumentSelection,
): ConfigurationFinding[] {
  const known = new Set(rules.options.map((option) => option.itemId));
  const unknown = selection.optionItemIds.filter((id) => !known.has(id));
  const findings: ConfigurationFinding[] = unknown.length
    ? [
        {
          rule: 'compatibility',
          level: 'error',
          subjects: unknown,
          message: `${unknown.join(', ')} ${unknown.length === 1 ? 'is not an option' : 'are not options'} of ${rules.instrument.title}.`,
          fix: 'Choose options from the list.',
        },
      ]
    : [];
  return [
    ...findings,
    ...compatibilityFindings(selection.optionItemIds, rules.options, rules.rules),
  ];
}

/** The cart lines of an instrument configuration: the instrument, then each chosen option. */
export function instrumentLines(
  rules: InstrumentRuleSet,
  selection: InstrumentSelection,
): ConfiguredLine[] {
  const line = (item: InstrumentRuleSet['instrument']): ConfiguredLine => ({
    itemId: item.itemId,
    sku: item.sku,
    title: item.title,
    unitPrice: item.price,
    qty: selection.quantity,
    availability: item.availability,
  });
  return [
    line(rules.instrument),
    ...rules.options.filter((option) => selection.optionItemIds.includes(option.itemId)).map(line),
  ];
}

/** The total of configured lines. */
export function linesTotal(lines: readonly ConfiguredLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0) * 100) / 100;
}

/** The longest lead time of the lines: when the whole configuration can ship (0: from stock). */
export function linesLeadDays(lines: readonly ConfiguredLine[]): number {
  return lines.reduce((max, line) => Math.max(max, line.availability.leadDays), 0);
}
