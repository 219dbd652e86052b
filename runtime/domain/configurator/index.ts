/**
 * The product configurator area of the domain layer (runtime/domain/README.md; issue 20): the
 * pure rule engine (one file per rule: laser/detector constraint, spectral overlap, brightness
 * mismatch, option compatibility), the shapes the CRM answers and the requests of its calls.
 * The CRM stand-in checks saves with the same rules (server/crm/handlers/ecommerce/saveItemToQuote.ts).
 */
export type {
  Availability,
  ConfigurationFinding,
  ConfigurationKind,
  ConfigurationSelection,
  ConfiguredLine,
  ConfiguratorProduct,
  ConfiguratorRules,
  Conjugate,
  Detector,
  Fluorochrome,
  InstrumentOption,
  InstrumentRuleSet,
  InstrumentSelection,
  Laser,
  Marker,
  MarkerChoice,
  OptionRule,
  OverlapPair,
  PanelInstrument,
  PanelRuleSet,
  PanelSelection,
  PricedItem,
  SavedConfiguration,
} from './configuratorTypes';
export {
  detectorFor,
  detectorLabel,
  isReadable,
  laserDetectorFindings,
} from './laserDetectorRules';
export { overlapOf, spectralOverlapFindings } from './spectralOverlapRules';
export { brightnessFindings, BRIGHT_BRIGHTNESS, DIM_BRIGHTNESS } from './brightnessRules';
export { compatibilityFindings, optionRuleNotes } from './optionCompatibilityRules';
export {
  alternativeFluorochromes,
  conjugateOf,
  evaluatePanel,
  fluorochromeOptions,
  MAX_PANEL_MARKERS,
  panelInstrument,
  panelLines,
} from './panelRules';
export { evaluateInstrument, instrumentLines, linesLeadDays, linesTotal } from './instrumentRules';
export {
  configurationRequest,
  configuratorRulesRequest,
  saveConfigurationRequest,
  type ConfigurationSave,
} from './configuratorCalls';
export type { OptionCategory } from './configuratorTypes';
