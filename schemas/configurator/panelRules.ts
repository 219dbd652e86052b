import { brightnessFindings, BRIGHT_BRIGHTNESS, DIM_BRIGHTNESS } from './brightnessRules';
import type {
  ConfigurationFinding,
  ConfiguredLine,
  Conjugate,
  Fluorochrome,
  Marker,
  PanelInstrument,
  PanelRuleSet,
  PanelSelection,
} from './configuratorTypes';
import { isReadable, laserDetectorFindings } from './laserDetectorRules';
import { overlapOf, spectralOverlapFindings } from './spectralOverlapRules';

/** How many markers a panel may have: the largest instrument's detectors bound it anyway. */
export const MAX_PANEL_MARKERS = 20;

const byName = <T extends { name: string }>(list: readonly T[]) =>
  new Map(list.map((entry) => [entry.name, entry]));

/** The panel's instrument, or null when none is chosen or it is not offered. */
export function panelInstrument(
  rules: PanelRuleSet,
  selection: PanelSelection,
): PanelInstrument | null {
  return rules.instruments.find((entry) => entry.itemId === selection.instrumentItemId) ?? null;
}

/** The catalogue's conjugate of a marker in a fluorochrome. */
export function conjugateOf(
  rules: PanelRuleSet,
  marker: string,
  fluorochrome: string,
): Conjugate | null {
  return (
    rules.conjugates.find(
      (entry) => entry.marker === marker && entry.fluorochrome === fluorochrome,
    ) ?? null
  );
}

/**
 * The fluorochromes a marker can take on the instrument: the catalogue has the conjugate and the
 * instrument has a laser and detector for it; in the rule data's order.
 */
export function fluorochromeOptions(
  rules: PanelRuleSet,
  instrument: PanelInstrument,
  marker: string,
): Conjugate[] {
  const offered = new Set(
    rules.conjugates.filter((entry) => entry.marker === marker).map((entry) => entry.fluorochrome),
  );
  return rules.fluorochromes
    .filter(
      (fluorochrome) => offered.has(fluorochrome.name) && isReadable(instrument, fluorochrome),
    )
    .map((fluorochrome) => conjugateOf(rules, marker, fluorochrome.name)!)
    .filter(Boolean);
}

/**
 * Fluorochromes that would clear a finding for `marker`: offered and readable, not used by
 * another marker, overlapping nothing else chosen; optionally only bright or only dimmer ones.
 */
export function alternativeFluorochromes(
  rules: PanelRuleSet,
  selection: PanelSelection,
  marker: string,
  wanted?: 'bright' | 'dimmer',
): string[] {
  const instrument = panelInstrument(rules, selection);
  if (!instrument) return [];
  const fluorochromes = byName(rules.fluorochromes);
  const others = selection.markers
    .filter((choice) => choice.marker !== marker && choice.fluorochrome)
    .map((choice) => choice.fluorochrome!);
  return fluorochromeOptions(rules, instrument, marker)
    .map((conjugate) => fluorochromes.get(conjugate.fluorochrome)!)
    .filter((fluorochrome) => !others.includes(fluorochrome.name))
    .filter((fluorochrome) =>
      others.every((other) => !overlapOf(rules.overlaps, other, fluorochrome.name)),
    )
    .filter((fluorochrome) =>
      wanted === 'bright'
        ? fluorochrome.brightness >= 4
        : wanted === 'dimmer'
          ? fluorochrome.brightness < BRIGHT_BRIGHTNESS && fluorochrome.brightness > DIM_BRIGHTNESS
          : true,
    )
    .filter((fluorochrome) => !sharesDetector(instrument, fluorochromes, others, fluorochrome))
    .map((fluorochrome) => fluorochrome.name);
}

function sharesDetector(
  instrument: PanelInstrument,
  fluorochromes: ReadonlyMap<string, Fluorochrome>,
  others: readonly string[],
  candidate: Fluorochrome,
): boolean {
  return (
    laserDetectorFindings(instrument, fluorochromes, [
      ...others.map((name, index) => ({ marker: `#${index}`, fluorochrome: name })),
      { marker: '#candidate', fluorochrome: candidate.name },
    ]).length > 0
  );
}

/**
 * Every finding of a panel, errors first: incomplete choices, the laser/detector constraint,
 * spectral overlap and brightness mismatch.
 */
export function evaluatePanel(
  rules: PanelRuleSet,
  selection: PanelSelection,
): ConfigurationFinding[] {
  const instrument = panelInstrument(rules, selection);
  const findings: ConfigurationFinding[] = [];
  if (!instrument)
    findings.push({
      rule: 'incomplete',
      level: 'error',
      subjects: [],
      message: 'Choose the instrument the panel will run on.',
      fix: 'Its lasers and detectors decide which fluorochromes the panel can use.',
    });
  if (selection.markers.length === 0)
    findings.push({
      rule: 'incomplete',
      level: 'error',
      subjects: [],
      message: 'Add at least one marker to the panel.',
      fix: 'Choose markers in step 2.',
    });
  const missing = selection.markers.filter((choice) => !choice.fluorochrome);
  if (missing.length)
    findings.push({
      rule: 'incomplete',
      level: 'error',
      subjects: missing.map((choice) => choice.marker),
      message: `Choose a fluorochrome for ${missing.map((choice) => choice.marker).join(', ')}.`,
      fix: 'Each marker needs one fluorochrome the instrument reads.',
    });
  if (!instrument) return findings;
  const fluorochromes = byName(rules.fluorochromes);
  const markers = byName<Marker>(rules.markers);
  findings.push(...laserDetectorFindings(instrument, fluorochromes, selection.markers));
  for (const choice of selection.markers) {
    if (choice.fluorochrome && !conjugateOf(rules, choice.marker, choice.fluorochrome))
      findings.push({
        rule: 'detector',
        level: 'error',
        subjects: [choice.marker],
        message: `The catalogue has no ${choice.marker} antibody in ${choice.fluorochrome}.`,
        fix: `Choose one of the fluorochromes listed for ${choice.marker}.`,
      });
  }
  const alternatives = (marker: string, wanted?: 'bright' | 'dimmer') =>
    alternativeFluorochromes(rules, selection, marker, wanted);
  findings.push(...spectralOverlapFindings(selection.markers, rules.overlaps, alternatives));
  findings.push(...brightnessFindings(markers, fluorochromes, selection.markers, alternatives));
  return [
    ...findings.filter((finding) => finding.level === 'error'),
    ...findings.filter((finding) => finding.level === 'warning'),
  ];
}

/** The cart lines of a panel: one conjugate per marker with a fluorochrome, `quantity` each. */
export function panelLines(rules: PanelRuleSet, selection: PanelSelection): ConfiguredLine[] {
  return selection.markers.flatMap((choice) => {
    const conjugate = choice.fluorochrome
      ? conjugateOf(rules, choice.marker, choice.fluorochrome)
      : null;
    return conjugate
      ? [
          {
            itemId: conjugate.itemId,
            sku: conjugate.sku,
            title: conjugate.title,
            unitPrice: conjugate.price,
            qty: selection.quantity,
            availability: conjugate.availability,
          },
        ]
      : [];
  });
}
