import { useMemo, useState } from 'react';
import {
  detectorFor,
  detectorLabel,
  evaluatePanel,
  fluorochromeOptions,
  formatMoney,
  MAX_PANEL_MARKERS,
  panelInstrument,
  panelLines,
  useLocale,
  type ConfiguratorProduct,
  type MarkerChoice,
  type PanelRuleSet,
  type PanelSelection,
  type SavedConfiguration,
} from '../../runtime/blocks';
import { Button, Select } from '../../runtime/ui/index';
import { ComboBox, RadioGroup } from '../../runtime/ui/aria';
import { availabilityText } from './AvailabilityBadge';
import { ConfigurationSummary, parseConfigurationQuantity } from './ConfigurationSummary';
import { Findings } from './Findings';
import { useSaveConfiguration } from './useSaveConfiguration';

const DENSITY_LABEL = { low: 'Low density', medium: 'Medium density', high: 'High density' };

function initialSelection(
  product: ConfiguratorProduct | null,
  saved: SavedConfiguration | null,
): PanelSelection {
  if (saved?.selection.kind === 'panel') return saved.selection;
  return {
    kind: 'panel',
    instrumentItemId: null,
    markers: (product?.suggestedMarkers ?? []).map((marker) => ({ marker, fluorochrome: null })),
    quantity: 1,
  };
}

/**
 * The panel builder: 1. the instrument (its lasers and detectors decide what can be read),
 * 2. the markers, 3. a fluorochrome per marker from the catalogue's conjugates the instrument
 * reads, each with its price and availability. The rules' findings (laser/detector, spectral
 * overlap, brightness) show as the customer chooses, with how to fix them.
 */
export function PanelBuilder({
  rules,
  product,
  saved,
  cartPath,
}: {
  rules: PanelRuleSet;
  product: ConfiguratorProduct | null;
  saved: SavedConfiguration | null;
  cartPath: string;
}) {
  const locale = useLocale();
  const [selection, setSelection] = useState(() => initialSelection(product, saved));
  const [name, setName] = useState(
    saved?.name ?? (product ? `${product.title} (custom)` : 'Custom flow cytometry panel'),
  );
  const [quantity, setQuantity] = useState(String(selection.quantity));
  const [configurationId, setConfigurationId] = useState(saved?.id ?? null);
  const saving = useSaveConfiguration();
  const instrument = panelInstrument(rules, selection);
  const findings = useMemo(() => evaluatePanel(rules, selection), [rules, selection]);
  const lines = panelLines(rules, {
    ...selection,
    quantity: parseConfigurationQuantity(quantity) ?? selection.quantity,
  });
  const currency = rules.conjugates[0]?.currency ?? 'USD';
  const fluorochromes = new Map(rules.fluorochromes.map((entry) => [entry.name, entry]));
  const densities = new Map(rules.markers.map((marker) => [marker.name, marker.density]));
  const chosenMarkers = new Set(selection.markers.map((choice) => choice.marker));
  const markerKey = selection.markers.map((choice) => choice.marker).join('|');
  const markerOptions = useMemo(
    () =>
      rules.markers
        .filter((marker) => !markerKey.split('|').includes(marker.name))
        .map((marker) => ({
          id: marker.name,
          label: marker.name,
          description: DENSITY_LABEL[marker.density],
        })),
    [rules.markers, markerKey],
  );
  const flagged = new Map<string, 'error' | 'warning'>();
  for (const finding of findings)
    for (const subject of finding.subjects)
      if (flagged.get(subject) !== 'error') flagged.set(subject, finding.level);

  const update = (markers: MarkerChoice[]) => setSelection((current) => ({ ...current, markers }));
  const chooseInstrument = (instrumentItemId: string) =>
    setSelection((current) => {
      const next = rules.instruments.find((entry) => entry.itemId === instrumentItemId);
      // A fluorochrome the new instrument cannot read is cleared, so the list offers valid ones.
      const markers = current.markers.map((choice) => {
        const fluorochrome = choice.fluorochrome
          ? fluorochromes.get(choice.fluorochrome)
          : undefined;
        return next && fluorochrome && detectorFor(next, fluorochrome)
          ? choice
          : { ...choice, fluorochrome: null };
      });
      return { ...current, instrumentItemId, markers };
    });

  return (
    <div className="bf-configurator-layout">
      <div className="bf-configurator-steps">
        <section className="bf-configurator-step" aria-labelledby="bf-step-instrument">
          <h2 id="bf-step-instrument">
            <span className="bf-configurator-step-number">1</span> Instrument
          </h2>
          <RadioGroup
            label="The instrument the panel runs on"
            description="Its lasers and detectors decide which fluorochromes the panel can use."
            value={selection.instrumentItemId ?? ''}
            onChange={chooseInstrument}
            className="bf-configurator-instruments"
            options={rules.instruments.map((entry) => ({
              value: entry.itemId,
              label: entry.title.replace(/^Cellaris /, ''),
              description: `${entry.lasers.map((laser) => `${laser.wavelengthNm} nm`).join(', ')} · ${entry.detectors.length} detectors`,
            }))}
          />
        </section>

        <section className="bf-configurator-step" aria-labelledby="bf-step-markers">
          <h2 id="bf-step-markers">
            <span className="bf-configurator-step-number">2</span> Markers
          </h2>
          {/* The options are memoized (markerOptions): a new list on every render made React
              Aria's ComboBox rebuild its collection and close while one typed (decisions). */}
          <ComboBox
            label="Add a marker"
            placeholder={
              selection.markers.length >= MAX_PANEL_MARKERS
                ? `A panel has at most ${MAX_PANEL_MARKERS} markers`
                : 'Type a marker, e.g. CD19'
            }
            description="Antigen density guides the fluorochrome: low-density antigens need bright ones."
            emptyText="No marker matches"
            isDisabled={selection.markers.length >= MAX_PANEL_MARKERS}
            options={markerOptions}
            // A fresh field for the next marker: remounted (with its list closed) on each add.
            key={markerKey}
            onSelectionChange={(key) => {
              if (key === null) return;
              const marker = String(key);
              if (!chosenMarkers.has(marker))
                update([...selection.markers, { marker, fluorochrome: null }]);
            }}
          />
          {selection.markers.length === 0 && (
            <p className="bf-configurator-muted">
              No markers yet: add the antigens the panel should detect.
            </p>
          )}
        </section>

        <section className="bf-configurator-step" aria-labelledby="bf-step-fluorochromes">
          <h2 id="bf-step-fluorochromes">
            <span className="bf-configurator-step-number">3</span> Fluorochromes
          </h2>
          {!instrument ? (
            <p className="bf-configurator-muted">
              Choose the instrument first: the list depends on its lasers and detectors.
            </p>
          ) : selection.markers.length === 0 ? (
            <p className="bf-configurator-muted">Add markers to choose their fluorochromes.</p>
          ) : (
            <ul className="bf-configurator-markers">
              {selection.markers.map((choice, index) => {
                const offered = fluorochromeOptions(rules, instrument, choice.marker);
                const chosen = offered.find((entry) => entry.fluorochrome === choice.fluorochrome);
                const fluorochrome = choice.fluorochrome
                  ? fluorochromes.get(choice.fluorochrome)
                  : undefined;
                const detector = fluorochrome ? detectorFor(instrument, fluorochrome) : null;
                const flag = flagged.get(choice.marker);
                return (
                  <li
                    key={choice.marker}
                    className={`bf-configurator-marker${flag ? ` bf-configurator-marker-${flag}` : ''}`}
                  >
                    <div className="bf-configurator-marker-name">
                      <strong>{choice.marker}</strong>
                      <span className="bf-configurator-muted">
                        {DENSITY_LABEL[densities.get(choice.marker) ?? 'medium']}
                      </span>
                    </div>
                    <Select
                      label={`Fluorochrome for ${choice.marker}`}
                      placeholder={
                        offered.length
                          ? 'Choose a fluorochrome'
                          : 'None readable on this instrument'
                      }
                      value={choice.fluorochrome ?? ''}
                      disabled={offered.length === 0}
                      onChange={(event) =>
                        update(
                          selection.markers.map((entry, position) =>
                            position === index
                              ? { ...entry, fluorochrome: event.target.value || null }
                              : entry,
                          ),
                        )
                      }
                      options={offered.map((entry) => ({
                        value: entry.fluorochrome,
                        label: `${entry.fluorochrome} · ${formatMoney(entry.price, entry.currency, locale)} · ${availabilityText(entry.availability)}`,
                      }))}
                    />
                    <p className="bf-configurator-marker-meta">
                      {chosen ? (
                        <>
                          {detector ? `Read in ${detectorLabel(detector)} · ` : ''}
                          {fluorochrome ? `Brightness ${fluorochrome.brightness} of 5 · ` : ''}
                          SKU {chosen.sku}
                        </>
                      ) : (
                        `${offered.length} of ${rules.conjugates.filter((entry) => entry.marker === choice.marker).length} conjugates read on this instrument`
                      )}
                    </p>
                    <Button
                      variant="secondary"
                      className="bf-configurator-remove"
                      aria-label={`Remove ${choice.marker}`}
                      onClick={() =>
                        update(selection.markers.filter((_, position) => position !== index))
                      }
                    >
                      Remove
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <Findings findings={findings} />
        </section>
      </div>
      <ConfigurationSummary
        lines={lines}
        currency={currency}
        findings={findings}
        name={name}
        onName={setName}
        quantity={quantity}
        onQuantity={setQuantity}
        quantityLabel="Vials of each antibody"
        saving={saving}
        isChange={configurationId !== null}
        cartPath={cartPath}
        onSave={(count) => {
          const next = { ...selection, quantity: count };
          void saving
            .save({ itemId: product?.itemId ?? null, name, selection: next, configurationId })
            .then((answer) => setConfigurationId(answer.configuration.id))
            .catch(() => undefined);
        }}
      />
    </div>
  );
}
