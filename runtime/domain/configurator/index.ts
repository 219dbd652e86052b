/**
 * The product configurator area of the domain layer (runtime/domain/README.md; issue 20): the
 * pure rule engine (one file per rule: laserDetectorRules, spectralOverlapRules,
 * brightnessRules, optionCompatibilityRules; panelRules and instrumentRules put them together),
 * the shapes the CRM answers and the requests of its calls. The CRM stand-in checks saves with
 * the same rules (server/crm/records/saveConfiguration.ts).
 */
export type {
  Availability,
  ConfigurationFinding,
  ConfiguredLine,
  ConfiguratorProduct,
  ConfiguratorRules,
  InstrumentRuleSet,
  InstrumentSelection,
  MarkerChoice,
  OptionCategory,
  PanelRuleSet,
  PanelSelection,
  SavedConfiguration,
} from './configuratorTypes';
export {
  detectorFor,
  detectorLabel,
  evaluateInstrument,
  evaluatePanel,
  fluorochromeOptions,
  instrumentLines,
  linesLeadDays,
  linesTotal,
  MAX_PANEL_MARKERS,
  optionRuleNotes,
  panelInstrument,
  panelLines,
} from './configuratorRules';
export {
  configurationRequest,
  configuratorRulesRequest,
  saveConfigurationRequest,
  type ConfigurationSave,
} from './configuratorCalls';
