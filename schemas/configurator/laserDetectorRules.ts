import type {
  ConfigurationFinding,
  Detector,
  Fluorochrome,
  MarkerChoice,
  PanelInstrument,
} from './configuratorTypes';

/** A detector as the instrument's manual names it: "B1 (530/30)". */
export function detectorLabel(detector: Detector): string {
  return `${detector.id} (${detector.centerNm}/${detector.widthNm})`;
}

/**
 * The detector that reads a fluorochrome on an instrument: behind a laser that excites it, with
 * a bandpass that contains the wavelength it is read at (the closest centre wins, then the
 * narrower filter); null when the
 * instrument cannot read it.
 */
export function detectorFor(
  instrument: PanelInstrument,
  fluorochrome: Fluorochrome,
): Detector | null {
  let best: Detector | null = null;
  for (const detector of instrument.detectors) {
    if (!fluorochrome.lasersNm.includes(detector.laserNm)) continue;
    const distance = Math.abs(fluorochrome.detectionNm - detector.centerNm);
    if (distance > detector.widthNm / 2) continue;
    const bestDistance = best ? Math.abs(fluorochrome.detectionNm - best.centerNm) : Infinity;
    // On a tie the narrower filter wins: less spillover (PE reads better at 586/15 than 586/42).
    if (distance < bestDistance || (distance === bestDistance && detector.widthNm < best!.widthNm))
      best = detector;
  }
  return best;
}

/** Whether the instrument can read the fluorochrome at all. */
export function isReadable(instrument: PanelInstrument, fluorochrome: Fluorochrome): boolean {
  return detectorFor(instrument, fluorochrome) !== null;
}

function lasersText(nm: readonly number[]): string {
  return nm.map((value) => `${value} nm`).join(' or ');
}

/**
 * The laser/detector constraint: every chosen fluorochrome needs a detector of the instrument,
 * and two markers cannot be read in one detector (the same fluorochrome twice, or two
 * fluorochromes read through the same filter). Errors: the panel cannot be saved like this.
 */
export function laserDetectorFindings(
  instrument: PanelInstrument,
  fluorochromes: ReadonlyMap<string, Fluorochrome>,
  choices: readonly MarkerChoice[],
): ConfigurationFinding[] {
  const findings: ConfigurationFinding[] = [];
  const byDetector = new Map<string, MarkerChoice[]>();
  for (const choice of choices) {
    if (!choice.fluorochrome) continue;
    const fluorochrome = fluorochromes.get(choice.fluorochrome);
    const detector = fluorochrome ? detectorFor(instrument, fluorochrome) : null;
    if (!fluorochrome || !detector) {
      findings.push({
        rule: 'detector',
        level: 'error',
        subjects: [choice.marker],
        message: fluorochrome
          ? `${instrument.title} cannot read ${fluorochrome.name} (${choice.marker}): it has no detector for ${fluorochrome.detectionNm} nm behind its ${lasersText(fluorochrome.lasersNm)} laser.`
          : `${choice.fluorochrome} (${choice.marker}) is not a fluorochrome this configurator knows.`,
        fix: `Choose a fluorochrome for ${choice.marker} from the list: it only offers what this instrument reads.`,
      });
      continue;
    }
    const key = detector.id;
    byDetector.set(key, [...(byDetector.get(key) ?? []), choice]);
  }
  for (const [detectorId, sharing] of byDetector) {
    if (sharing.length < 2) continue;
    const detector = instrument.detectors.find((entry) => entry.id === detectorId);
    const markers = sharing.map((choice) => choice.marker);
    const names = [...new Set(sharing.map((choice) => choice.fluorochrome))];
    findings.push({
      rule: 'duplicate',
      level: 'error',
      subjects: markers,
      message:
        names.length === 1
          ? `${markers.join(' and ')} all use ${names[0]}: one detector cannot tell them apart.`
          : `${names.join(' and ')} are both read in the ${detector ? detectorLabel(detector) : detectorId} detector, so ${markers.join(' and ')} cannot be told apart.`,
      fix: `Keep ${markers[0]} and choose another fluorochrome for ${markers.slice(1).join(', ')}.`,
    });
  }
  return findings;
}
