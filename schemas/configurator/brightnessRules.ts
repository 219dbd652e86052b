import type { ConfigurationFinding, Fluorochrome, Marker, MarkerChoice } from './configuratorTypes';

/** Brightness at or below this is dim: too weak for a low-density antigen. */
export const DIM_BRIGHTNESS = 2;
/** Brightness at or above this is bright: wasted, and spilling, on a high-density antigen. */
export const BRIGHT_BRIGHTNESS = 5;

/**
 * The brightness mismatch warning: a dim fluorochrome on a low-density antigen (the positive
 * cells will not separate from the negative ones) or the brightest on a high-density antigen
 * (it spills into its neighbours and is better kept for a dim marker). `alternativesFor` names
 * fluorochromes for the marker that clear the finding.
 */
export function brightnessFindings(
  markers: ReadonlyMap<string, Marker>,
  fluorochromes: ReadonlyMap<string, Fluorochrome>,
  choices: readonly MarkerChoice[],
  alternativesFor: (marker: string, wanted: 'bright' | 'dimmer') => string[],
): ConfigurationFinding[] {
  const findings: ConfigurationFinding[] = [];
  for (const choice of choices) {
    const marker = markers.get(choice.marker);
    const fluorochrome = choice.fluorochrome ? fluorochromes.get(choice.fluorochrome) : undefined;
    if (!marker || !fluorochrome) continue;
    if (marker.density === 'low' && fluorochrome.brightness <= DIM_BRIGHTNESS) {
      const better = alternativesFor(marker.name, 'bright').slice(0, 3);
      findings.push({
        rule: 'brightness',
        level: 'warning',
        subjects: [marker.name],
        message: `${marker.name} is a low-density antigen and ${fluorochrome.name} is dim (brightness ${fluorochrome.brightness} of 5): positive cells may not separate from negative ones.`,
        fix: better.length
          ? `Choose a bright fluorochrome for ${marker.name}, such as ${better.join(', ')}.`
          : `No brighter conjugate of ${marker.name} reads on this instrument; titrate carefully or use a brighter instrument channel.`,
      });
    } else if (marker.density === 'high' && fluorochrome.brightness >= BRIGHT_BRIGHTNESS) {
      const dimmer = alternativesFor(marker.name, 'dimmer').slice(0, 3);
      findings.push({
        rule: 'brightness',
        level: 'warning',
        subjects: [marker.name],
        message: `${marker.name} is highly expressed and ${fluorochrome.name} is one of the brightest fluorochromes: it will spill into neighbouring detectors and is better kept for a low-density marker.`,
        fix: dimmer.length
          ? `Choose a dimmer fluorochrome for ${marker.name}, such as ${dimmer.join(', ')}.`
          : `Keep it, and check the spillover into neighbouring detectors with single-stain controls.`,
      });
    }
  }
  return findings;
}
