import type { ConfigurationFinding, MarkerChoice, OverlapPair } from './configuratorTypes';

/** The overlap of two fluorochromes, in either order; null when they do not overlap. */
export function overlapOf(
  overlaps: readonly OverlapPair[],
  a: string,
  b: string,
): OverlapPair | null {
  return (
    overlaps.find((pair) => (pair.a === a && pair.b === b) || (pair.a === b && pair.b === a)) ??
    null
  );
}

/**
 * The spectral overlap warning: each pair of chosen fluorochromes the rule data lists as spilling
 * into each other's detector. The fix moves the later marker of the pair; `alternativesFor`
 * names fluorochromes that would clear it (readable, free and overlapping nothing chosen).
 */
export function spectralOverlapFindings(
  choices: readonly MarkerChoice[],
  overlaps: readonly OverlapPair[],
  alternativesFor: (marker: string) => string[],
): ConfigurationFinding[] {
  const chosen = choices.filter(
    (choice): choice is MarkerChoice & { fluorochrome: string } => choice.fluorochrome !== null,
  );
  const findings: ConfigurationFinding[] = [];
  for (let i = 0; i < chosen.length; i++) {
    for (let j = i + 1; j < chosen.length; j++) {
      const first = chosen[i]!;
      const second = chosen[j]!;
      if (first.fluorochrome === second.fluorochrome) continue; // the detector rule's error
      const pair = overlapOf(overlaps, first.fluorochrome, second.fluorochrome);
      if (!pair) continue;
      const alternatives = alternativesFor(second.marker).slice(0, 3);
      findings.push({
        rule: 'overlap',
        level: 'warning',
        subjects: [first.marker, second.marker],
        message: `${first.fluorochrome} (${first.marker}) and ${second.fluorochrome} (${second.marker}) overlap ${pair.severity === 'high' ? 'strongly' : 'moderately'}: their signals spill into each other's detector${pair.severity === 'high' ? ' and compensation will spread the data' : ''}.`,
        fix: alternatives.length
          ? `Choose ${alternatives.join(', ')} for ${second.marker} instead.`
          : `Move ${second.marker} to a fluorochrome on another laser, or drop one of the two markers.`,
      });
    }
  }
  return findings;
}
