import type { ConfigurationFinding, InstrumentOption, OptionRule } from './configuratorTypes';

function titleOf(options: readonly InstrumentOption[], itemId: string): string {
  return options.find((option) => option.itemId === itemId)?.title ?? itemId;
}

/**
 * Option compatibility: a chosen option that requires another one not chosen, or two chosen
 * options that exclude each other. Errors: the instrument cannot be ordered like this.
 */
export function compatibilityFindings(
  selected: readonly string[],
  options: readonly InstrumentOption[],
  rules: readonly OptionRule[],
): ConfigurationFinding[] {
  const chosen = new Set(selected);
  const findings: ConfigurationFinding[] = [];
  const reported = new Set<string>();
  for (const rule of rules) {
    if (!chosen.has(rule.optionItemId)) continue;
    const option = titleOf(options, rule.optionItemId);
    const target = titleOf(options, rule.targetItemId);
    if (rule.rule === 'requires' && !chosen.has(rule.targetItemId)) {
      findings.push({
        rule: 'compatibility',
        level: 'error',
        subjects: [rule.optionItemId, rule.targetItemId],
        message: `${option} requires ${target}: ${rule.reason}`,
        fix: `Add ${target}, or remove ${option}.`,
      });
    }
    if (rule.rule === 'excludes' && chosen.has(rule.targetItemId)) {
      const key = [rule.optionItemId, rule.targetItemId].sort().join('|');
      if (reported.has(key)) continue;
      reported.add(key);
      findings.push({
        rule: 'compatibility',
        level: 'error',
        subjects: [rule.optionItemId, rule.targetItemId],
        message: `${option} cannot be combined with ${target}: ${rule.reason}`,
        fix: `Keep one of ${option} and ${target}.`,
      });
    }
  }
  return findings;
}

/**
 * The rules of one option in words, for the list before the customer chooses: "Requires X",
 * "Cannot be combined with Y" (either side of an excludes rule).
 */
export function optionRuleNotes(
  itemId: string,
  options: readonly InstrumentOption[],
  rules: readonly OptionRule[],
): string[] {
  const notes: string[] = [];
  for (const rule of rules) {
    if (rule.rule === 'requires' && rule.optionItemId === itemId)
      notes.push(`Requires ${titleOf(options, rule.targetItemId)}.`);
    if (
      rule.rule === 'excludes' &&
      (rule.optionItemId === itemId || rule.targetItemId === itemId)
    ) {
      const other = rule.optionItemId === itemId ? rule.targetItemId : rule.optionItemId;
      const note = `Cannot be combined with ${titleOf(options, other)}.`;
      if (!notes.includes(note)) notes.push(note);
    }
  }
  return notes;
}
