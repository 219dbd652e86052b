import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../shared/demo';
import { seedTime } from './clock';

/**
 * The knowledge base of the service area (issue 19): troubleshooting articles for the Aurion,
 * Sortera and Lumora flow cytometers and the HelixSeq sequencers, written the way field service
 * writes them (symptom, cause, numbered steps, the spare parts the steps use by part number,
 * related articles). Fixed data, so tests can name articles; dates are days before the seed epoch.
 */

const FLOW = 'Flow cytometer';
const SEQ = 'Sequencer';
const AURION = ['Aurion 3L', 'Aurion 4L', 'Aurion 5L'];
const SORTERA = ['Sortera 4-Way', 'Sortera 6-Way'];
const ALL_FLOW = [...AURION, ...SORTERA, 'Lumora'];
const HELIX = ['HelixSeq 1000', 'HelixSeq 2000', 'HelixSeq X'];

interface Part {
  partNumber: string;
  description: string;
  quantity: number;
}

export interface SeedArticle {
  number: string;
  family: string;
  models: string[];
  categories: string[];
  title: string;
  symptom: string;
  cause: string;
  summary: string;
  steps: string[];
  parts: Part[];
  related: string[];
  /** Days before the seed epoch of the last update. */
  age: number;
  internal?: boolean;
  /** Extra authored HTML after the summary (some of it from an old wiki: sanitized on the way out). */
  note?: string;
}

const p = (partNumber: string, description: string, quantity = 1): Part => ({
  partNumber,
  description,
  quantity,
});

// Parts the articles name. Those the service area's parts catalogue sells carry its part numbers
// (serviceParts.ts), so an article adds them to the parts cart; the rest are ordered through service.
const SHEATH_FILTER = p('AUR-SHF-02', 'Sheath fluid filter, 0.2 µm, in-line');
const FLOW_CELL_AURION = p('AUR-FC-100', 'Quartz flow cell assembly, Aurion');
const SAMPLE_PROBE = p('AUR-SIP-01S', 'Sample injection probe (SIP), stainless steel');
const PERISTALTIC_TUBING = p('AUR-TUB-SET', 'Fluidics tubing set');
const PINCH_VALVE = p('FC-1170-01', 'Pinch valve, waste line');
const LASER_488 = p('AUR-LM488-02', 'Laser module 488 nm, 60 mW');
const LASER_405 = p('AUR-LM405-02', 'Laser module 405 nm, 100 mW');
const FILTER_530 = p('AUR-FLT-530', 'Bandpass filter 530/30, 25 mm');
const DICHROIC_LP = p('FC-3560-LP', 'Dichroic longpass mirror 560 nm');
const PMT_MODULE = p('AUR-PMT-01', 'PMT detector module, multi-alkali');
const QC_BEADS = p('FC-9001-50', 'CS&T-style QC beads, 50 tests');
const NOZZLE_70 = p('SRT-NZ70-02', 'Sort nozzle 70 µm, ceramic');
const NOZZLE_100 = p('SRT-NZ100-02', 'Sort nozzle 100 µm, ceramic');
const DEFLECTION_PLATES = p('SRT-DEF-PL', 'Deflection plate pair, coated');
const AEROSOL_FILTER = p('SRT-AMS-FLT', 'Aerosol management HEPA filter');
const PIEZO = p('FC-5400-01', 'Drop drive piezo transducer');
const STAGE_O_RING = p('AUR-ORS-12', 'Fluidics O-ring set, 12 pieces');
const LUMORA_OBJECTIVE = p('LUM-OBJ60', '60x imaging objective, Lumora');
const CAMERA_FAN = p('FC-6210-01', 'Camera cooling fan assembly, Lumora');
const MAINS_FUSE = p('FC-7100-04', 'Mains fuse T6.3A, 4 pack');
const USB_DONGLE = p('FC-7300-01', 'Acquisition software licence dongle');
const FLOW_CELL_SEQ = p('SQ-1200-01', 'Flow cell docking gasket kit');
const REAGENT_MANIFOLD = p('SQ-2100-02', 'Reagent manifold sipper assembly');
const CHILLER_FILTER = p('SQ-3100-01', 'Reagent chiller air filter');
const FLUIDICS_VALVE = p('SQ-2200-06', 'Rotary selector valve, 24 port');
const PUMP_SYRINGE = p('SQ-2300-01', 'Syringe pump barrel, 1 ml');
const STAGE_BEARING = p('SQ-4100-01', 'XY stage linear bearing set');
const IMAGING_LED = p('HSQ-ILL-01', 'Imaging LED module, green');
const FOCUS_LASER = p('SQ-4300-01', 'Autofocus laser diode module');
const SEQ_AIR_FILTER = p('SQ-3200-01', 'Instrument air intake filter');
const WASTE_SENSOR = p('SQ-2400-01', 'Waste bottle level sensor');
const RFID_READER = p('SQ-5100-01', 'Cartridge RFID reader board');
const SSD = p('SQ-6100-01', 'Instrument data SSD, 4 TB');
const PURGE_TUBING = p('SQ-2500-12', 'Purge line tubing kit');
const MAINT_WASH = p('SQ-9010-01', 'Maintenance wash cartridge');

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    number: 'KA-01001',
    family: FLOW,
    models: [...AURION, 'Lumora'],
    categories: ['Fluidics'],
    title: 'Event rate drops or fluctuates during acquisition',
    symptom: 'Event rate drops, fluctuates or falls to zero while a sample is running',
    cause: 'A partial clog in the sample injection probe or an air bubble in the flow cell.',
    summary:
      'An unstable event rate almost always comes from the sample path: debris in the probe, a bubble trapped in the flow cell, or a worn peristaltic tubing set.',
    steps: [
      'Stop acquisition and run <strong>De-gas flow cell</strong> from the Fluidics menu twice.',
      'Run a 5-minute clean with 10 % bleach, then 5 minutes of deionised water at high flow rate.',
      'Filter the sample through a 35 µm cell-strainer cap and run it again.',
      'If the rate still drops, replace the sample injection probe (SIP); a bent or scratched probe traps cells.',
      'Replace the peristaltic tubing set if it is older than six months or visibly flattened.',
    ],
    parts: [SAMPLE_PROBE, PERISTALTIC_TUBING],
    related: ['KA-01002', 'KA-01003', 'KA-01014'],
    age: 40,
  },
  {
    number: 'KA-01002',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Fluidics', 'Maintenance'],
    title: 'Air bubbles in the flow cell after a sheath tank refill',
    symptom: 'Noisy scatter, streaks in FSC/SSC plots and bubbles visible in the flow cell',
    cause: 'Air entered the sheath line while the tank was open; the sheath filter holds it.',
    summary:
      'Refilling the sheath tank with the fluidics running draws air into the line. The in-line sheath filter traps the air and releases it slowly as bubbles.',
    steps: [
      'Put the instrument in Standby and release the tank pressure before opening it.',
      'Purge the sheath filter: hold the filter upright and open its bleed valve until fluid runs without air.',
      'Run <strong>Prime</strong> three times.',
      'If bubbles persist, replace the sheath filter; filters older than 6 months hold air.',
    ],
    parts: [SHEATH_FILTER, STAGE_O_RING],
    related: ['KA-01001', 'KA-01004'],
    age: 75,
  },
  {
    number: 'KA-01003',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Fluidics'],
    title: 'Instrument reports "Sample line clogged"',
    symptom: 'Error "Sample line clogged" and no events are acquired',
    cause: 'Cell clumps or DNA from dead cells blocked the sample line or probe.',
    summary:
      'Sticky samples (many dead cells, free DNA) block the narrow sample line. A backflush usually clears it; a blocked probe must be replaced.',
    steps: [
      'Remove the sample tube and run <strong>Backflush</strong> for 60 seconds.',
      'Run FACS-clean solution for 5 minutes, then water for 5 minutes.',
      'Add DNase I (100 µg/ml) and 5 mM MgCl₂ to sticky samples and filter them.',
      'If the error returns with water, replace the sample injection probe.',
    ],
    parts: [SAMPLE_PROBE],
    related: ['KA-01001', 'KA-01031'],
    age: 12,
  },
  {
    number: 'KA-01004',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Fluidics'],
    title: 'Sheath pressure alarm or low sheath pressure',
    symptom: 'Sheath pressure alarm; pressure reading below 4.5 psi',
    cause:
      'A leaking tank lid seal, a worn O-ring at the tank connector or an empty air compressor reservoir.',
    summary:
      'The sheath tank is pressurised; any leak at the lid or quick connector lowers the pressure and destabilises the core stream.',
    steps: [
      'Check the tank lid is seated and the quick connector clicks in.',
      'Listen for a hiss at the connector; replace its O-rings if worn.',
      'Drain water from the compressor reservoir (bottom valve).',
      'Run the daily QC; the rCV of the QC beads should be under 3 %.',
    ],
    parts: [STAGE_O_RING],
    related: ['KA-01002', 'KA-01005'],
    age: 130,
  },
  {
    number: 'KA-01005',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Fluidics', 'Maintenance'],
    title: 'Waste tank full warning although the tank is empty',
    symptom: 'Waste full warning stays on after emptying the waste tank',
    cause: 'The waste level sensor float is stuck with dried salt, or its connector is loose.',
    summary:
      'Bleach and saline dry on the float of the waste level sensor and keep it up. Cleaning the float clears the warning.',
    steps: [
      'Put the instrument in Standby and disconnect the waste tank.',
      'Rinse the sensor float with warm water until it moves freely.',
      'Reconnect the sensor cable until it clicks.',
      'If the warning remains, the waste pinch valve may leak back into the sensor: replace it.',
    ],
    parts: [PINCH_VALVE],
    related: ['KA-01004'],
    age: 210,
  },
  {
    number: 'KA-01006',
    family: FLOW,
    models: AURION,
    categories: ['Optics & lasers'],
    title: 'Laser power drops after warm-up',
    symptom: 'Laser power reading falls after 30 to 60 minutes; CVs of QC beads rise',
    cause: 'An ageing laser module loses power as it heats; a clogged fan filter makes it worse.',
    summary:
      'Lasers lose power slowly over their life. When the 488 nm module can no longer hold its set power at operating temperature, QC fails in the afternoon and passes in the morning.',
    steps: [
      'Open <strong>Laser diagnostics</strong> and log the power every 10 minutes for an hour.',
      'Clean the instrument air intake filter at the back panel.',
      'If power falls by more than 15 % of the set value, the laser module needs replacing: open a case with the log attached.',
    ],
    parts: [LASER_488],
    related: ['KA-01007', 'KA-01008', 'KA-01010'],
    age: 20,
    note: '<p>Field engineers: the module is replaced from the top deck; no optical realignment is needed on Aurion.</p><p onclick="alert(1)">Old wiki note <img src="x" onerror="alert(2)"> kept for reference.</p><script>console.log("wiki")</script>',
  },
  {
    number: 'KA-01007',
    family: FLOW,
    models: AURION,
    categories: ['Optics & lasers'],
    title: 'Laser does not turn on or shows "Laser fault"',
    symptom: 'Laser fault at start-up; one laser shows 0 mW',
    cause: 'The interlock of the laser cover is open, or the laser module failed.',
    summary:
      'A laser that reports 0 mW at start-up is either held off by an interlock or has failed.',
    steps: [
      'Check the top cover is closed and its two screws are tight (they close the interlock).',
      'Power the instrument off for 60 seconds and on again.',
      'Check the laser key switch on the back panel is on.',
      'If the fault remains, note the laser and its serial number from Laser diagnostics and open a case.',
    ],
    parts: [LASER_488, LASER_405],
    related: ['KA-01006', 'KA-01025'],
    age: 320,
  },
  {
    number: 'KA-01008',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Optics & lasers', 'Maintenance'],
    title: 'Daily QC fails with high rCV on all detectors',
    symptom: 'Daily QC fails; robust CV above 6 % on every detector',
    cause:
      'The core stream is unstable (fluidics) or the flow cell is dirty, not a single detector.',
    summary:
      'When every detector fails QC at once the light path is fine and the sample stream is not: the flow cell or the fluidics are the cause.',
    steps: [
      'Run the monthly clean: 10 % bleach, FACS-clean, water, 5 minutes each.',
      'De-gas the flow cell twice.',
      'Use fresh QC beads; beads older than 30 days after opening raise CVs.',
      'Run QC again; if it still fails, check sheath pressure (KA-01004).',
    ],
    parts: [QC_BEADS, SHEATH_FILTER],
    related: ['KA-01004', 'KA-01009', 'KA-01002'],
    age: 33,
  },
  {
    number: 'KA-01009',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Optics & lasers'],
    title: 'QC fails on one detector only',
    symptom: 'One detector fails QC (low MFI or high rCV), the others pass',
    cause:
      'A filter or dichroic mirror was swapped or seated wrong, or the detector module is failing.',
    summary:
      'A single failing detector points to its own optical path: the bandpass filter, the dichroic before it, or the PMT.',
    steps: [
      'Open the detector array and check the filter holder matches the configuration (e.g. 530/30 in B1).',
      'Reseat the filter and the dichroic mirror; the arrow on the filter points to the detector.',
      'Look for dust or fingerprints; clean with lens tissue and methanol only.',
      'Run QC again; if the detector still fails, the PMT module may need replacing.',
    ],
    parts: [FILTER_530, DICHROIC_LP, PMT_MODULE],
    related: ['KA-01008', 'KA-01010'],
    age: 95,
  },
  {
    number: 'KA-01010',
    family: FLOW,
    models: AURION,
    categories: ['Optics & lasers'],
    title: 'Laser delay settings drift and signals from the second laser are dim',
    symptom: 'Signals from the violet or red laser are dim; laser delay changed since last QC',
    cause: 'The laser delay calibration is outdated after a temperature change or a move.',
    summary:
      "The instrument times each laser's signal with a delay. After a move or large room temperature change the delay drifts and later lasers' signals look dim.",
    steps: [
      'Run <strong>Laser delay calibration</strong> with QC beads.',
      'Accept the new values and run daily QC.',
      'Keep the room between 18 and 26 °C; avoid air conditioning blowing at the instrument.',
    ],
    parts: [QC_BEADS],
    related: ['KA-01006', 'KA-01009'],
    age: 150,
  },
  {
    number: 'KA-01011',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Sample quality'],
    title: 'High background in negative population',
    symptom: 'Negative population is spread out and overlaps the positives',
    cause: 'Too much antibody, dead cells binding non-specifically, or voltages set too high.',
    summary:
      'Spread of the negative population is usually a staining or setup problem, not an instrument fault.',
    steps: [
      'Titrate each antibody; use the concentration with the best stain index.',
      'Add a viability dye and gate dead cells out.',
      'Block Fc receptors before staining.',
      'Run the voltage optimisation from the QC module instead of raising voltages by hand.',
    ],
    parts: [],
    related: ['KA-01012', 'KA-01008'],
    age: 60,
  },
  {
    number: 'KA-01012',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Software', 'Sample quality'],
    title: 'Compensation or unmixing gives negative populations below zero',
    symptom: 'Populations appear below zero or skewed after compensation',
    cause:
      'Single-stain controls were dimmer than the sample or not from the same lot of tandem dye.',
    summary:
      'Compensation is only correct when each single-stain control is at least as bright as the sample and uses the same fluorochrome lot.',
    steps: [
      'Use capture beads for every tandem dye, from the lot used in the sample.',
      'Record controls at the same voltages as the samples.',
      'Recalculate compensation in the software and apply it to the experiment.',
    ],
    parts: [],
    related: ['KA-01011'],
    age: 45,
  },
  {
    number: 'KA-01013',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Software', 'Data & connectivity'],
    title: 'Acquisition software cannot find the cytometer',
    symptom: 'Software says "Cytometer disconnected" or "No instrument found"',
    cause:
      'The instrument network adapter lost its fixed address, or the software started before the instrument.',
    summary:
      'The workstation talks to the cytometer over a dedicated network port with a fixed address.',
    steps: [
      'Close the software, switch the cytometer off and on, wait 2 minutes, then start the software.',
      'Check the dedicated network adapter still has the address 192.168.10.2.',
      'Check the licence dongle is plugged in; a missing dongle also shows "No instrument found".',
    ],
    parts: [USB_DONGLE],
    related: ['KA-01028'],
    age: 88,
  },
  {
    number: 'KA-01014',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Fluidics'],
    title: 'Sample carry-over between tubes',
    symptom: 'Events from the previous tube appear at the start of the next one',
    cause: 'The sample probe is not washed between tubes or the external wash is blocked.',
    summary:
      'Each tube leaves cells in the probe. The instrument washes the probe outside and inside between tubes; a blocked wash line leaves cells behind.',
    steps: [
      'Enable <strong>Sample line wash</strong> between tubes (Experiment settings).',
      'Check the external wash sprays when the tube arm swings; clean the wash station.',
      'Run a water tube between positive and negative samples.',
      'Replace the sample probe if its tip is scratched.',
    ],
    parts: [SAMPLE_PROBE],
    related: ['KA-01001', 'KA-01003'],
    age: 170,
  },
  {
    number: 'KA-01015',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Fluidics', 'Maintenance'],
    title: 'Fluid leaking under the instrument',
    symptom: 'Puddle of fluid under the instrument or in the drip tray',
    cause: 'A cracked fluid line or a worn O-ring at a fitting.',
    summary:
      'Leaks come from fittings that are opened often. Stop using the instrument: saline damages electronics.',
    steps: [
      'Switch the instrument off and disconnect the sheath and waste tanks.',
      'Dry the tray and find the wet fitting with a paper towel.',
      'Replace the O-rings of that fitting; tighten by hand only.',
      'If the line itself is cracked, open a case: do not run the instrument.',
    ],
    parts: [STAGE_O_RING, PERISTALTIC_TUBING],
    related: ['KA-01004', 'KA-01005'],
    age: 240,
  },
  {
    number: 'KA-01016',
    family: FLOW,
    models: AURION,
    categories: ['Fluidics', 'Optics & lasers'],
    title: 'Flow cell cracked or permanently dirty',
    symptom: 'Scatter is noisy after every clean; a scratch or crack is visible in the flow cell',
    cause: 'The quartz flow cell was damaged by a clog cleared with force or by crystallised salt.',
    summary:
      'A damaged flow cell scatters light permanently. It is replaced as an assembly and the optics aligned by an engineer.',
    steps: [
      'Run the monthly clean and de-gas; if noise stays, inspect the flow cell with the torch.',
      'Never clear a clog with a syringe: use Backflush.',
      'Open a case for a flow cell replacement and alignment.',
    ],
    parts: [FLOW_CELL_AURION],
    related: ['KA-01008', 'KA-01003'],
    age: 400,
  },
  {
    number: 'KA-01017',
    family: FLOW,
    models: SORTERA,
    categories: ['Sorting'],
    title: 'Drop delay drifts during a long sort',
    symptom: 'Sort purity falls after an hour; drop delay value changes',
    cause: 'The sheath temperature changed or the nozzle is partly blocked.',
    summary:
      "Drop delay depends on the stream's speed. Temperature changes and partial blocks change the speed, so sorts lose purity over time.",
    steps: [
      'Let sheath fluid reach room temperature before the sort.',
      'Enable <strong>Sweet Spot</strong> to hold the break-off point.',
      'Repeat the drop delay calibration with sort beads every hour.',
      'Sonicate the nozzle for 10 minutes if the stream is not straight.',
    ],
    parts: [NOZZLE_70],
    related: ['KA-01018', 'KA-01019'],
    age: 25,
  },
  {
    number: 'KA-01018',
    family: FLOW,
    models: SORTERA,
    categories: ['Sorting'],
    title: 'Side streams fan out or hit the tube holder',
    symptom: 'Side streams are not tight; fanning or splashes on the collection tubes',
    cause: 'Charge on the deflection plates is uneven or the plates are dirty.',
    summary:
      'Salt deposits on the deflection plates disturb the field and spread the side streams.',
    steps: [
      'Turn the plate voltage off and clean both plates with water, then ethanol.',
      'Dry the plates completely before turning the voltage on.',
      'Adjust the phase and second-drop settings with test sort.',
      'Replace the plates if the coating is scratched.',
    ],
    parts: [DEFLECTION_PLATES],
    related: ['KA-01017', 'KA-01020'],
    age: 140,
  },
  {
    number: 'KA-01019',
    family: FLOW,
    models: SORTERA,
    categories: ['Sorting', 'Fluidics'],
    title: 'Nozzle clogs during the sort',
    symptom: 'Stream stops or deflects; "Clog detected" and sort pauses',
    cause: 'Cell clumps larger than a third of the nozzle size.',
    summary:
      'Cells clump in the sample tube during long sorts. Use a nozzle at least three times the cell size.',
    steps: [
      'Stop the sort; the sort tubes are protected automatically.',
      'Remove and sonicate the nozzle in water for 10 minutes.',
      'Filter the sample and add EDTA (2 mM).',
      'Use the 100 µm nozzle for cells larger than 20 µm.',
    ],
    parts: [NOZZLE_70, NOZZLE_100],
    related: ['KA-01017', 'KA-01003'],
    age: 66,
  },
  {
    number: 'KA-01020',
    family: FLOW,
    models: SORTERA,
    categories: ['Sorting', 'Maintenance'],
    title: 'Aerosol management alarm',
    symptom: 'Aerosol evacuation alarm; sort chamber vacuum low',
    cause: 'The HEPA filter of the aerosol management unit is saturated.',
    summary:
      'Aerosol management keeps the sort chamber under negative pressure. A full filter lowers the flow and raises the alarm; do not sort biohazardous samples until it is fixed.',
    steps: [
      'Stop sorting biohazardous samples.',
      'Check the filter hours counter; filters are rated for 500 hours.',
      'Replace the HEPA filter wearing gloves, and decontaminate the old one.',
    ],
    parts: [AEROSOL_FILTER],
    related: ['KA-01018'],
    age: 100,
  },
  {
    number: 'KA-01021',
    family: FLOW,
    models: SORTERA,
    categories: ['Sorting', 'Electronics'],
    title: 'Break-off point unstable',
    symptom: 'Drops break off at a different place every few seconds',
    cause: 'The drop drive piezo lost amplitude or bubbles in the nozzle.',
    summary:
      'The piezo vibrates the nozzle to form drops. When it weakens, the break-off moves and sorting is unreliable.',
    steps: [
      'Remove bubbles from the nozzle by running the purge.',
      'Raise the drop drive amplitude by 5 % steps; if above 80 % is needed, the piezo is weak.',
      'Replace the piezo transducer.',
    ],
    parts: [PIEZO],
    related: ['KA-01017', 'KA-01019'],
    age: 280,
  },
  {
    number: 'KA-01022',
    family: FLOW,
    models: ['Lumora'],
    categories: ['Optics & lasers'],
    title: 'Lumora images are blurry',
    symptom: 'Images out of focus; focus metric below 60',
    cause: 'The autofocus beads are old or the objective is dirty.',
    summary:
      'Lumora focuses on beads running with the sample. Old beads or a dirty objective give blurry images.',
    steps: [
      'Replace the focus bead reservoir with fresh beads.',
      'Clean the objective with lens tissue and objective cleaner.',
      'Run <strong>Focus calibration</strong>.',
      'If images stay blurry, the objective may be damaged: open a case.',
    ],
    parts: [LUMORA_OBJECTIVE],
    related: ['KA-01023'],
    age: 55,
  },
  {
    number: 'KA-01023',
    family: FLOW,
    models: ['Lumora'],
    categories: ['Electronics'],
    title: 'Lumora camera temperature warning',
    symptom: 'Camera temperature warning; acquisition stops',
    cause: 'The camera cooling fan failed or its filter is blocked.',
    summary: 'The camera must stay cool to keep noise low; a failed fan stops acquisition.',
    steps: [
      'Check the fan at the right panel turns when the instrument is on.',
      'Clean the fan filter.',
      'Replace the camera cooling fan assembly if it does not turn.',
    ],
    parts: [CAMERA_FAN],
    related: ['KA-01022'],
    age: 190,
  },
  {
    number: 'KA-01024',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Electronics'],
    title: 'Instrument does not power on',
    symptom: 'No lights, no fan noise when the power switch is pressed',
    cause: 'A blown mains fuse or the power supply failed.',
    summary:
      'The mains fuses sit in the power inlet. A blown fuse after a power surge is the common cause.',
    steps: [
      'Check the socket with another device.',
      'Unplug the power cord and open the fuse drawer at the inlet.',
      'Replace both fuses with T6.3A fuses.',
      'If the new fuse blows again, do not try again: open a case.',
    ],
    parts: [MAINS_FUSE],
    related: ['KA-01025'],
    age: 500,
  },
  {
    number: 'KA-01025',
    family: FLOW,
    models: AURION,
    categories: ['Electronics'],
    title: 'Instrument restarts by itself or freezes',
    symptom: 'Instrument reboots during acquisition; software loses connection',
    cause: 'Overheating electronics from blocked air intake or an unstable power supply.',
    summary:
      'The electronics protect themselves by restarting when they overheat or the mains voltage dips.',
    steps: [
      'Keep 20 cm free behind the instrument.',
      'Clean the air intake filter.',
      'Connect the instrument to an uninterruptible power supply.',
      'Export the event log and open a case if it happens again.',
    ],
    parts: [],
    related: ['KA-01024', 'KA-01013'],
    age: 230,
  },
  {
    number: 'KA-01026',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Maintenance'],
    title: 'Monthly fluidics maintenance',
    symptom: 'Preventive: monthly clean and tubing check',
    cause: 'Routine maintenance keeps QC stable.',
    summary: 'Once a month clean the fluidics deeply and check the wear parts.',
    steps: [
      'Run the long clean: bleach, FACS-clean, water, 15 minutes each.',
      'Replace the peristaltic tubing every 6 months.',
      'Replace the sheath filter every 6 months.',
      'Log the maintenance in the instrument logbook.',
    ],
    parts: [PERISTALTIC_TUBING, SHEATH_FILTER],
    related: ['KA-01008', 'KA-01002'],
    age: 300,
  },
  {
    number: 'KA-01027',
    family: FLOW,
    models: AURION,
    categories: ['Software'],
    title: 'Experiment template does not load after software update',
    symptom: 'Template loads without plots or with wrong parameter names',
    cause: 'Templates from older versions keep the old detector names.',
    summary: 'After an update, templates with renamed detectors must be converted.',
    steps: [
      'Open the template with <strong>Import legacy template</strong>.',
      'Map the old detector names to the new ones.',
      'Save the template under a new name.',
    ],
    parts: [],
    related: ['KA-01013'],
    age: 80,
  },
  {
    number: 'KA-01028',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Data & connectivity'],
    title: 'FCS export fails or files are empty',
    symptom: 'Export reports success but FCS files are 0 KB',
    cause: 'The export folder is on a full or disconnected network drive.',
    summary: 'Exports write to the folder set in preferences; a full drive leaves empty files.',
    steps: [
      'Check the export folder has free space.',
      'Export to the local disk and copy the files afterwards.',
      'Re-export the experiment.',
    ],
    parts: [],
    related: ['KA-01013'],
    age: 110,
  },
  {
    number: 'KA-01029',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Sample quality'],
    title: 'Low cell viability in acquired samples',
    symptom: 'Many dead cells; viability dye positive population above 20 %',
    cause: 'Sample handling, not the instrument: long storage or harsh lysis.',
    summary: 'Keep samples cold and acquire within an hour of staining.',
    steps: [
      'Keep stained samples on ice in the dark.',
      'Use a gentle lysis buffer for whole blood.',
      'Acquire within an hour.',
    ],
    parts: [],
    related: ['KA-01011', 'KA-01003'],
    age: 260,
  },
  {
    number: 'KA-01030',
    family: FLOW,
    models: AURION,
    categories: ['Optics & lasers'],
    title: 'Internal: laser alignment procedure for field engineers',
    symptom: 'Laser alignment after module replacement',
    cause: 'Service procedure',
    summary: 'Field engineer procedure; not for customers.',
    steps: ['Service tools only.'],
    parts: [LASER_488],
    related: ['KA-01006'],
    age: 35,
    internal: true,
  },
  {
    number: 'KA-01031',
    family: FLOW,
    models: ALL_FLOW,
    categories: ['Fluidics'],
    title: 'Sample uptake is slow or the flow rate is wrong',
    symptom: 'Measured flow rate lower than set; absolute counts too low',
    cause: 'Worn peristaltic pump tubing or a partial clog.',
    summary: 'Absolute counts rely on the set flow rate. Worn pump tubing delivers less than set.',
    steps: [
      'Run the flow rate calibration with water and a balance.',
      'Replace the peristaltic tubing set.',
      'Clean the sample line (KA-01003).',
    ],
    parts: [PERISTALTIC_TUBING],
    related: ['KA-01003', 'KA-01001'],
    age: 15,
  },
  {
    number: 'KA-02001',
    family: SEQ,
    models: HELIX,
    categories: ['Flow cell'],
    title: 'Flow cell not detected or "Flow cell seating error"',
    symptom: 'Run set-up says "Flow cell not detected" or seating error',
    cause: 'The flow cell is dirty on its underside or the docking gasket is worn.',
    summary:
      'The flow cell docks on gaskets that seal its ports. Dirt or a worn gasket stops the instrument detecting a good seal.',
    steps: [
      'Remove the flow cell and clean its underside with a lint-free wipe and 70 % ethanol.',
      'Check the docking gaskets for cracks.',
      'Reload the flow cell and close the door firmly.',
      'Replace the gasket kit if the error repeats with a second flow cell.',
    ],
    parts: [FLOW_CELL_SEQ],
    related: ['KA-02002', 'KA-02010'],
    age: 18,
  },
  {
    number: 'KA-02002',
    family: SEQ,
    models: HELIX,
    categories: ['Flow cell', 'Fluidics'],
    title: 'Leak detected at the flow cell',
    symptom: 'Run stops with "Leak detected"; fluid visible around the flow cell',
    cause: 'A worn docking gasket or a flow cell loaded at an angle.',
    summary: 'A leak aborts the run to protect the stage. Reagents must be cleaned off at once.',
    steps: [
      'Abort the run and remove the flow cell.',
      'Dry the stage and the leak tray with lint-free wipes.',
      'Replace the docking gaskets.',
      'Run a maintenance wash before the next run.',
    ],
    parts: [FLOW_CELL_SEQ, MAINT_WASH],
    related: ['KA-02001', 'KA-02004'],
    age: 52,
  },
  {
    number: 'KA-02003',
    family: SEQ,
    models: HELIX,
    categories: ['Chemistry & reagents'],
    title: 'Low cluster density or low % passing filter',
    symptom: 'Cluster density below specification; % clusters passing filter below 75 %',
    cause: 'Library under-loaded or quantified wrongly; sometimes old reagents.',
    summary: 'Most low-density runs come from library quantification, not the instrument.',
    steps: [
      'Quantify libraries by qPCR, not only fluorometry.',
      'Check the insert size on a fragment analyser.',
      'Use reagents within their expiry; thaw them fully and mix.',
      'If density is low with a control library, open a case.',
    ],
    parts: [],
    related: ['KA-02004', 'KA-02005'],
    age: 28,
  },
  {
    number: 'KA-02004',
    family: SEQ,
    models: HELIX,
    categories: ['Fluidics', 'Chemistry & reagents'],
    title: 'Fluidics check fails before the run',
    symptom: 'Pre-run check fails with "Fluidics check failed: flow low"',
    cause: 'Air in the lines, a blocked sipper, or a worn rotary valve.',
    summary: 'The pre-run check measures flow through every reagent line.',
    steps: [
      'Make sure the reagent cartridge is fully thawed and foil seals are pierced.',
      'Run a maintenance wash.',
      'Inspect the sippers of the reagent manifold for bends.',
      'If one line repeatedly fails, the rotary selector valve may be worn.',
    ],
    parts: [REAGENT_MANIFOLD, FLUIDICS_VALVE, MAINT_WASH],
    related: ['KA-02002', 'KA-02006'],
    age: 36,
  },
  {
    number: 'KA-02005',
    family: SEQ,
    models: HELIX,
    categories: ['Chemistry & reagents', 'Optics & lasers'],
    title: 'Quality scores drop in late cycles (phasing)',
    symptom: 'Q30 falls sharply after cycle 100; phasing above 0.3 %',
    cause: 'Reagents warmed too long before loading, or chiller failure.',
    summary: 'Warm reagents degrade and raise phasing in late cycles.',
    steps: [
      'Load reagents within 30 minutes of thawing.',
      'Check the reagent chiller temperature reads 4 to 8 °C.',
      'Clean or replace the chiller air filter.',
    ],
    parts: [CHILLER_FILTER],
    related: ['KA-02003', 'KA-02007'],
    age: 70,
  },
  {
    number: 'KA-02006',
    family: SEQ,
    models: HELIX,
    categories: ['Fluidics'],
    title: 'Syringe pump error',
    symptom: 'Error "Pump did not reach position" during run or wash',
    cause: 'A blocked line or a worn syringe barrel.',
    summary: 'The pump stops when it cannot move fluid.',
    steps: [
      'Run a maintenance wash.',
      'Check the waste line is not kinked.',
      'Replace the syringe barrel if the error repeats.',
    ],
    parts: [PUMP_SYRINGE, PURGE_TUBING],
    related: ['KA-02004'],
    age: 145,
  },
  {
    number: 'KA-02007',
    family: SEQ,
    models: HELIX,
    categories: ['Optics & lasers'],
    title: 'Autofocus fails or images are out of focus',
    symptom: 'Run pauses with "Autofocus failed"; tiles out of focus',
    cause: 'A dirty flow cell surface, bubbles in the flow cell, or a weak focus laser.',
    summary: 'The instrument focuses each tile with a focus laser.',
    steps: [
      'Clean the top of the flow cell with a lint-free wipe and ethanol.',
      'Run the focus self-test from Maintenance.',
      'If the focus laser power is low, replace the autofocus laser module.',
    ],
    parts: [FOCUS_LASER],
    related: ['KA-02008', 'KA-02001'],
    age: 90,
  },
  {
    number: 'KA-02008',
    family: SEQ,
    models: ['HelixSeq 2000', 'HelixSeq X'],
    categories: ['Optics & lasers'],
    title: 'Low intensity in one channel',
    symptom: 'One imaging channel has low intensity; base calls biased',
    cause: 'The LED of that channel is weakening.',
    summary: 'LEDs lose intensity with use; the instrument compensates until it cannot.',
    steps: [
      'Run the imaging self-test.',
      'Compare the channel intensity with the instrument report.',
      'Replace the LED module of the weak channel.',
    ],
    parts: [IMAGING_LED],
    related: ['KA-02007'],
    age: 160,
  },
  {
    number: 'KA-02009',
    family: SEQ,
    models: HELIX,
    categories: ['Electronics', 'Maintenance'],
    title: 'Instrument temperature warning',
    symptom: 'Warning "Instrument temperature high"; run may abort',
    cause: 'Blocked air intake filter or room too warm.',
    summary: 'Sequencers need steady temperature for imaging.',
    steps: [
      'Keep the room below 26 °C.',
      'Clean or replace the air intake filter.',
      'Keep 30 cm free around the instrument.',
    ],
    parts: [SEQ_AIR_FILTER],
    related: ['KA-02005'],
    age: 120,
  },
  {
    number: 'KA-02010',
    family: SEQ,
    models: HELIX,
    categories: ['Chemistry & reagents', 'Electronics'],
    title: 'Reagent cartridge not recognised',
    symptom: 'Error "Cartridge ID could not be read"',
    cause: 'Damaged RFID tag on the cartridge or a failed RFID reader.',
    summary: 'The RFID tag tells the instrument the cartridge type and expiry.',
    steps: [
      'Check the cartridge label is intact and dry.',
      'Try another cartridge of the same kit.',
      'If no cartridge is read, replace the RFID reader board.',
    ],
    parts: [RFID_READER],
    related: ['KA-02001'],
    age: 85,
  },
  {
    number: 'KA-02011',
    family: SEQ,
    models: HELIX,
    categories: ['Data & connectivity'],
    title: 'Run data does not upload to the analysis server',
    symptom: 'Run finished but data is not in the analysis server',
    cause: 'Network share unreachable or local disk full.',
    summary: 'Runs upload after completion; a failed upload keeps data on the instrument disk.',
    steps: [
      'Check the network share from the instrument.',
      'Free space on the instrument disk by removing uploaded runs.',
      'Requeue the upload from Run History.',
      'Replace the SSD if SMART warnings appear.',
    ],
    parts: [SSD],
    related: ['KA-02012'],
    age: 48,
  },
  {
    number: 'KA-02012',
    family: SEQ,
    models: HELIX,
    categories: ['Software'],
    title: 'Sample sheet errors at run set-up',
    symptom: 'Sample sheet rejected: "Index collision" or "Invalid characters"',
    cause: 'Two samples share an index combination or names have spaces.',
    summary: 'The sample sheet must use unique index pairs and simple names.',
    steps: [
      'Use letters, digits, dash and underscore in sample names.',
      'Check no two samples share the same index pair.',
      'Validate the sample sheet in the software before the run.',
    ],
    parts: [],
    related: ['KA-02011'],
    age: 22,
  },
  {
    number: 'KA-02013',
    family: SEQ,
    models: ['HelixSeq X'],
    categories: ['Fluidics', 'Maintenance'],
    title: 'Waste bottle full warning on HelixSeq X',
    symptom: 'Waste full warning at run start although the bottle is empty',
    cause: 'The waste level sensor is dirty or failed.',
    summary: 'A false waste-full warning blocks the run start.',
    steps: [
      'Empty the waste bottle and rinse the sensor.',
      'Reconnect the sensor cable.',
      'Replace the sensor if the warning stays.',
    ],
    parts: [WASTE_SENSOR],
    related: ['KA-02004'],
    age: 180,
  },
  {
    number: 'KA-02014',
    family: SEQ,
    models: ['HelixSeq 2000', 'HelixSeq X'],
    categories: ['Electronics'],
    title: 'Stage movement error during imaging',
    symptom: 'Run aborts with "Stage did not reach position"',
    cause: 'Worn XY stage bearings or debris on the rails.',
    summary: 'The stage moves the flow cell under the camera for every tile.',
    steps: [
      'Run the stage self-test.',
      'Remove the flow cell and check for spilled reagent on the rails.',
      'Open a case: bearings are replaced by an engineer.',
    ],
    parts: [STAGE_BEARING],
    related: ['KA-02007', 'KA-02002'],
    age: 210,
  },
  {
    number: 'KA-02015',
    family: SEQ,
    models: HELIX,
    categories: ['Maintenance'],
    title: 'Weekly maintenance wash',
    symptom: 'Preventive: weekly wash and purge',
    cause: 'Salt and reagent residues build up when the instrument idles.',
    summary: 'Run a maintenance wash every week and after idle periods longer than 7 days.',
    steps: [
      'Load the maintenance wash cartridge.',
      'Run <strong>Maintenance wash</strong> (90 minutes).',
      'Replace the purge tubing every 12 months.',
    ],
    parts: [MAINT_WASH, PURGE_TUBING],
    related: ['KA-02004', 'KA-02006'],
    age: 260,
  },
];

export const KNOWLEDGE_CHANNELS = [
  DEMO_STOREFRONTS.portal.storefrontId,
  DEMO_STOREFRONTS.sso.storefrontId,
];

export function knowledgeArticleRows(): Record<string, unknown>[] {
  return SEED_ARTICLES.map((article, index) => ({
    id: `kA0Dn0000${String(index + 1).padStart(6, '0')}`,
    article_number: article.number,
    title: article.title,
    summary: article.summary,
    symptom: article.symptom,
    cause: article.cause,
    content_html: `<p>${article.summary}</p>${article.note ?? ''}`,
    steps: article.steps.map((html, step) => ({ title: `Step ${step + 1}`, html })),
    parts: article.parts,
    related: article.related,
    instrument_family: article.family,
    models: article.models,
    categories: article.categories,
    visibility: article.internal ? 'Internal' : 'Published',
    channels: KNOWLEDGE_CHANNELS,
    version: 1 + (index % 3),
    helpful_count: (index * 37) % 140,
    updated_at: seedTime(-article.age),
  }));
}

/** The partner organisation of the SSO storefront runs its own service desk (checkIfBubbleOrg). */
export function serviceDeskRows(): Record<string, unknown>[] {
  return [
    {
      account_id: DEMO_ACCOUNTS.sso.id,
      desk_name: 'Helixa Partner Labs Service Desk',
      email: 'servicedesk@helixa-partner.example',
      phone: '+1 617 555 0142',
      portal_url: 'https://servicedesk.helixa-partner.example/new',
      hours: 'Monday to Friday, 8:00 to 18:00 ET',
    },
  ];
}
