/**
 * The shapes of the product configurator (issue 20) as the CRM stand-in answers them
 * (getConfiguratorRules, getConfiguration) and as saveItemToQuote takes them. Types only.
 */

/** A laser of a cytometer, by wavelength. */
export interface Laser {
  wavelengthNm: number;
  name: string;
}

/** A detector: a bandpass filter (centre/width, e.g. 530/30) behind one laser. */
export interface Detector {
  id: string;
  laserNm: number;
  centerNm: number;
  widthNm: number;
}

/** How densely cells express an antigen: low-density antigens need bright fluorochromes. */
export type AntigenDensity = 'low' | 'medium' | 'high';

/** Stock of an item a configuration may choose. */
export interface Availability {
  status: 'In stock' | 'Low stock' | 'Made to order';
  leadDays: number;
}

/** A catalogue item with its price in the caller's currency and its availability. */
export interface PricedItem {
  itemId: string;
  sku: string;
  title: string;
  price: number;
  currency: string;
  availability: Availability;
}

/** A cytometer a panel is built for. */
export interface PanelInstrument extends PricedItem {
  lasers: Laser[];
  detectors: Detector[];
}

/** A marker (antigen) a panel can detect, with its antigen density. */
export interface Marker {
  name: string;
  density: AntigenDensity;
}

/** A fluorochrome: the lasers that excite it, where it is read and its brightness (1-5). */
export interface Fluorochrome {
  name: string;
  lasersNm: number[];
  detectionNm: number;
  brightness: number;
}

/** Two fluorochromes whose emission spills into each other's detector. */
export interface OverlapPair {
  a: string;
  b: string;
  severity: 'high' | 'moderate';
}

/** The catalogue's antibody for a marker in a fluorochrome. */
export interface Conjugate extends PricedItem {
  marker: string;
  fluorochrome: string;
}

/** Everything the panel builder needs, from the CRM's rule tables. */
export interface PanelRuleSet {
  instruments: PanelInstrument[];
  markers: Marker[];
  fluorochromes: Fluorochrome[];
  overlaps: OverlapPair[];
  conjugates: Conjugate[];
}

/** Where an instrument's option is listed: factory option, accessory or service plan. */
export type OptionCategory = 'Option' | 'Accessory' | 'Service plan';

/** An option, accessory or service plan of an instrument, priced. */
export interface InstrumentOption extends PricedItem {
  category: OptionCategory;
}

/** An option requires, or cannot be combined with, another option of the same instrument. */
export interface OptionRule {
  optionItemId: string;
  rule: 'requires' | 'excludes';
  targetItemId: string;
  reason: string;
}

/** An instrument's options and their compatibility rules. */
export interface InstrumentRuleSet {
  instrument: PricedItem;
  options: InstrumentOption[];
  rules: OptionRule[];
}

/** What a configurator builds: a flow cytometry panel or an instrument with its options. */
export type ConfigurationKind = 'panel' | 'instrument';

/** The item the configurator opened for (null: the free panel builder). */
export interface ConfiguratorProduct {
  itemId: string;
  sku: string;
  title: string;
  kind: ConfigurationKind;
  configurationRequirement: string;
  suggestedMarkers: string[];
}

/** The answer of getConfiguratorRules: one of panel or instrument is set. */
export interface ConfiguratorRules {
  product: ConfiguratorProduct | null;
  panel: PanelRuleSet | null;
  instrument: InstrumentRuleSet | null;
}

/** One marker of a panel and the fluorochrome chosen for it (null: not chosen yet). */
export interface MarkerChoice {
  marker: string;
  fluorochrome: string | null;
}

/** What the customer chose for a panel: the instrument, the markers with their fluorochromes. */
export interface PanelSelection {
  kind: 'panel';
  instrumentItemId: string | null;
  markers: MarkerChoice[];
  /** How many of each antibody (vials) go to the cart. */
  quantity: number;
}

/** What the customer chose for an instrument: its options, and how many instruments. */
export interface InstrumentSelection {
  kind: 'instrument';
  optionItemIds: string[];
  quantity: number;
}

/** A panel's or an instrument's selection, as saveItemToQuote saves it. */
export type ConfigurationSelection = PanelSelection | InstrumentSelection;

/** A configuration a contact saved, as getConfiguration and saveItemToQuote answer it. */
export interface SavedConfiguration {
  id: string;
  kind: ConfigurationKind;
  itemId: string | null;
  name: string;
  quoteId: string | null;
  selection: ConfigurationSelection;
  updatedAt: string;
}

/**
 * What a rule found: an error blocks saving (the server refuses it too), a warning explains a
 * risk and how to fix it.
 */
export interface ConfigurationFinding {
  rule: 'detector' | 'duplicate' | 'overlap' | 'brightness' | 'compatibility' | 'incomplete';
  level: 'error' | 'warning';
  /** The markers or option item ids the finding is about. */
  subjects: string[];
  message: string;
  fix: string;
}

/** A cart line a configuration adds. */
export interface ConfiguredLine {
  itemId: string;
  sku: string;
  title: string;
  unitPrice: number;
  qty: number;
  availability: Availability;
}
