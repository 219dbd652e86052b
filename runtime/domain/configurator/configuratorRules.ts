/**
 * The configurator's pure rule engine for the screen. The rules themselves (one file per rule
 * in schemas/configurator/) are the same functions the CRM stand-in checks a save with
 * (server/crm/records/saveConfiguration.ts), re-exported here so the live findings and the saved
 * configuration agree.
 */
export { detectorFor, detectorLabel } from '../../../schemas/configurator/laserDetectorRules';
export { optionRuleNotes } from '../../../schemas/configurator/optionCompatibilityRules';
export {
  evaluatePanel,
  fluorochromeOptions,
  MAX_PANEL_MARKERS,
  panelInstrument,
  panelLines,
} from '../../../schemas/configurator/panelRules';
export {
  evaluateInstrument,
  instrumentLines,
  linesLeadDays,
  linesTotal,
} from '../../../schemas/configurator/instrumentRules';
