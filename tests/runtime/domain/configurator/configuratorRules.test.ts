import { describe, expect, it } from 'vitest';
import { cardActions } from '../../../../runtime/blocks';
import { brightnessFindings } from '../../../../schemas/configurator/brightnessRules';
import type {
  Conjugate,
  Fluorochrome,
  InstrumentRuleSet,
  Marker,
  MarkerChoice,
  PanelInstrument,
  PanelRuleSet,
  PanelSelection,
} from '../../../../schemas/configurator/configuratorTypes';
import {
  evaluateInstrument,
  instrumentLines,
  linesLeadDays,
  linesTotal,
} from '../../../../schemas/configurator/instrumentRules';
import {
  detectorFor,
  laserDetectorFindings,
} from '../../../../schemas/configurator/laserDetectorRules';
import {
  compatibilityFindings,
  optionRuleNotes,
} from '../../../../schemas/configurator/optionCompatibilityRules';
import {
  alternativeFluorochromes,
  evaluatePanel,
  fluorochromeOptions,
  panelLines,
} from '../../../../schemas/configurator/panelRules';
import { spectralOverlapFindings } from '../../../../schemas/configurator/spectralOverlapRules';

const stock = { status: 'In stock' as const, leadDays: 0 };
const item = (itemId: string, price = 100) => ({
  itemId,
  sku: itemId.toUpperCase(),
  title: itemId,
  price,
  currency: 'USD',
  availability: stock,
});

/** Two lasers, blue and red: FITC and PE on blue, APC on red; nothing violet. */
const BLUE_RED: PanelInstrument = {
  ...item('blue-red'),
  lasers: [
    { wavelengthNm: 488, name: 'Blue' },
    { wavelengthNm: 640, name: 'Red' },
  ],
  detectors: [
    { id: 'B1', laserNm: 488, centerNm: 530, widthNm: 30 },
    { id: 'B2', laserNm: 488, centerNm: 586, widthNm: 42 },
    { id: 'B3', laserNm: 488, centerNm: 610, widthNm: 20 },
    { id: 'R1', laserNm: 640, centerNm: 670, widthNm: 30 },
  ],
};
const f = (
  name: string,
  lasersNm: number[],
  detectionNm: number,
  brightness: number,
): Fluorochrome => ({
  name,
  lasersNm,
  detectionNm,
  brightness,
});
const FLUOROCHROMES = [
  f('FITC', [488], 530, 3),
  f('Alexa Fluor 488', [488], 530, 3),
  f('PE', [488, 561], 586, 5),
  f('PE-Dazzle 594', [488, 561], 610, 4),
  f('APC', [640], 670, 4),
  f('BV421', [405], 450, 5),
  f('BV510', [405], 525, 2),
  f('PerCP-Cy5.5', [488], 695, 2),
];
const BY_NAME = new Map(FLUOROCHROMES.map((entry) => [entry.name, entry]));
const MARKERS: Marker[] = [
  { name: 'CD3', density: 'high' },
  { name: 'CD4', density: 'high' },
  { name: 'CD25', density: 'low' },
  { name: 'CD19', density: 'medium' },
];
const conjugate = (marker: string, fluorochrome: string, price = 200): Conjugate => ({
  ...item(`${marker}-${fluorochrome}`, price),
  marker,
  fluorochrome,
});
const RULES: PanelRuleSet = {
  instruments: [BLUE_RED],
  markers: MARKERS,
  fluorochromes: FLUOROCHROMES,
  overlaps: [
    { a: 'PE', b: 'PE-Dazzle 594', severity: 'high' },
    { a: 'FITC', b: 'PE', severity: 'moderate' },
  ],
  conjugates: [
    conjugate('CD3', 'FITC'),
    conjugate('CD3', 'PE'),
    conjugate('CD3', 'APC'),
    conjugate('CD3', 'BV421'),
    conjugate('CD4', 'PE-Dazzle 594'),
    conjugate('CD4', 'APC'),
    conjugate('CD4', 'FITC'),
    conjugate('CD25', 'PerCP-Cy5.5'),
    conjugate('CD25', 'PE'),
    conjugate('CD25', 'APC'),
  ],
};
const choices = (...pairs: [string, string | null][]): MarkerChoice[] =>
  pairs.map(([marker, fluorochrome]) => ({ marker, fluorochrome }));
const panel = (...pairs: [string, string | null][]): PanelSelection => ({
  kind: 'panel',
  instrumentItemId: 'blue-red',
  markers: choices(...pairs),
  quantity: 2,
});

describe('the laser/detector constraint', () => {
  it.each([
    ['FITC', 'B1'],
    ['PE', 'B2'],
    ['APC', 'R1'],
    ['BV421', null], // no violet laser
    ['BV510', null],
  ])('%s is read in %s', (name, detector) => {
    expect(detectorFor(BLUE_RED, BY_NAME.get(name)!)?.id ?? null).toBe(detector);
  });

  it('prefers the narrower filter when two detectors fit as well', () => {
    const both: PanelInstrument = {
      ...BLUE_RED,
      detectors: [...BLUE_RED.detectors, { id: 'YG1', laserNm: 561, centerNm: 586, widthNm: 15 }],
      lasers: [...BLUE_RED.lasers, { wavelengthNm: 561, name: 'Yellow-green' }],
    };
    expect(detectorFor(both, BY_NAME.get('PE')!)?.id).toBe('YG1');
  });

  it.each<[string, [string, string | null][], string[]]>([
    [
      'a readable panel',
      [
        ['CD3', 'FITC'],
        ['CD4', 'APC'],
      ],
      [],
    ],
    ['a dye without its laser', [['CD3', 'BV421']], ['detector']],
    [
      'one fluorochrome twice',
      [
        ['CD3', 'FITC'],
        ['CD4', 'FITC'],
      ],
      ['duplicate'],
    ],
    [
      'two dyes in one detector',
      [
        ['CD3', 'FITC'],
        ['CD4', 'Alexa Fluor 488'],
      ],
      ['duplicate'],
    ],
    ['no fluorochrome yet', [['CD3', null]], []],
  ])('%s', (_, pairs, rules) => {
    expect(laserDetectorFindings(BLUE_RED, BY_NAME, choices(...pairs)).map((x) => x.rule)).toEqual(
      rules,
    );
  });

  it('names the instrument, the dye and what is missing', () => {
    const [finding] = laserDetectorFindings(BLUE_RED, BY_NAME, choices(['CD3', 'BV421']));
    expect(finding?.message).toBe(
      'blue-red cannot read BV421 (CD3): it has no detector for 450 nm behind its 405 nm laser.',
    );
  });

  it('offers only what the instrument reads', () => {
    expect(fluorochromeOptions(RULES, BLUE_RED, 'CD3').map((x) => x.fluorochrome)).toEqual([
      'FITC',
      'PE',
      'APC',
    ]);
  });
});

describe('the spectral overlap warning', () => {
  const none = () => [];
  it.each<[string, [string, string | null][], string[]]>([
    [
      'no overlap',
      [
        ['CD3', 'FITC'],
        ['CD4', 'APC'],
      ],
      [],
    ],
    [
      'a strong overlap',
      [
        ['CD3', 'PE'],
        ['CD4', 'PE-Dazzle 594'],
      ],
      ['strongly'],
    ],
    [
      'a moderate overlap, either order',
      [
        ['CD3', 'PE'],
        ['CD4', 'FITC'],
      ],
      ['moderately'],
    ],
    [
      'same dye twice is the detector rule',
      [
        ['CD3', 'PE'],
        ['CD4', 'PE'],
      ],
      [],
    ],
  ])('%s', (_, pairs, words) => {
    const findings = spectralOverlapFindings(choices(...pairs), RULES.overlaps, none);
    expect(findings.map((x) => x.message.match(/strongly|moderately/)?.[0])).toEqual(words);
    expect(findings.every((x) => x.level === 'warning')).toBe(true);
  });

  it('says how to fix it with fluorochromes that clear it', () => {
    const selection = panel(['CD3', 'PE'], ['CD4', 'PE-Dazzle 594']);
    const [finding] = evaluatePanel(RULES, selection).filter((x) => x.rule === 'overlap');
    expect(finding?.fix).toBe('Choose APC for CD4 instead.');
    expect(alternativeFluorochromes(RULES, selection, 'CD4')).toEqual(['APC']);
  });
});

describe('the brightness mismatch warning', () => {
  const markers = new Map(MARKERS.map((marker) => [marker.name, marker]));
  it.each<[string, [string, string][], string[]]>([
    ['a dim dye on a low-density antigen', [['CD25', 'PerCP-Cy5.5']], ['low-density']],
    ['a bright dye on a low-density antigen', [['CD25', 'PE']], []],
    ['the brightest dye on a high-density antigen', [['CD3', 'PE']], ['highly expressed']],
    ['a middling dye on a high-density antigen', [['CD3', 'FITC']], []],
    ['a medium-density antigen takes anything', [['CD19', 'BV510']], []],
  ])('%s', (_, pairs, words) => {
    const findings = brightnessFindings(markers, BY_NAME, choices(...pairs), () => []);
    expect(findings.map((x) => x.message.match(/low-density|highly expressed/)?.[0])).toEqual(
      words,
    );
  });

  it('suggests bright conjugates the instrument reads', () => {
    const [finding] = evaluatePanel(RULES, panel(['CD25', 'PerCP-Cy5.5'])).filter(
      (x) => x.rule === 'brightness',
    );
    expect(finding?.fix).toBe('Choose a bright fluorochrome for CD25, such as PE, APC.');
  });
});

describe('a whole panel', () => {
  it('asks for the instrument, markers and fluorochromes first', () => {
    const empty: PanelSelection = {
      kind: 'panel',
      instrumentItemId: null,
      markers: [],
      quantity: 1,
    };
    expect(evaluatePanel(RULES, empty).map((x) => x.message)).toEqual([
      'Choose the instrument the panel will run on.',
      'Add at least one marker to the panel.',
    ]);
    expect(evaluatePanel(RULES, panel(['CD3', null]))[0]?.message).toBe(
      'Choose a fluorochrome for CD3.',
    );
  });

  it('refuses a conjugate the catalogue does not have', () => {
    expect(evaluatePanel(RULES, panel(['CD19', 'FITC']))[0]?.message).toBe(
      'The catalogue has no CD19 antibody in FITC.',
    );
  });

  it('lists errors before warnings and prices its lines', () => {
    const selection = panel(['CD3', 'PE'], ['CD4', 'PE-Dazzle 594'], ['CD25', 'BV421']);
    const levels = evaluatePanel(RULES, selection).map((x) => x.level);
    expect(levels.indexOf('warning')).toBeGreaterThan(levels.lastIndexOf('error'));
    const lines = panelLines(RULES, panel(['CD3', 'PE'], ['CD4', 'APC']));
    expect(lines.map((x) => [x.itemId, x.qty])).toEqual([
      ['CD3-PE', 2],
      ['CD4-APC', 2],
    ]);
    expect(linesTotal(lines)).toBe(800);
  });
});

describe('option compatibility', () => {
  const RULESET: InstrumentRuleSet = {
    instrument: item('sorter', 100000),
    options: [
      { ...item('loader', 5000), category: 'Option' },
      { ...item('probe', 1000), category: 'Accessory' },
      { ...item('essential', 6000), category: 'Service plan' },
      {
        ...item('premier', 9000),
        availability: { status: 'Made to order', leadDays: 21 },
        category: 'Service plan',
      },
    ],
    rules: [
      { optionItemId: 'loader', rule: 'requires', targetItemId: 'probe', reason: 'it feeds it.' },
      { optionItemId: 'essential', rule: 'excludes', targetItemId: 'premier', reason: 'one plan.' },
    ],
  };
  it.each<[string, string[], string[]]>([
    ['nothing chosen', [], []],
    ['a requirement met', ['loader', 'probe'], []],
    ['a requirement missing', ['loader'], ['loader requires probe: it feeds it.']],
    [
      'two that exclude each other',
      ['premier', 'essential'],
      ['essential cannot be combined with premier: one plan.'],
    ],
    ['the target of a requirement alone', ['probe'], []],
  ])('%s', (_, selected, messages) => {
    expect(
      compatibilityFindings(selected, RULESET.options, RULESET.rules).map((x) => x.message),
    ).toEqual(messages);
  });

  it('explains each option before it is chosen, on both sides of an exclusion', () => {
    expect(optionRuleNotes('loader', RULESET.options, RULESET.rules)).toEqual(['Requires probe.']);
    expect(optionRuleNotes('premier', RULESET.options, RULESET.rules)).toEqual([
      'Cannot be combined with essential.',
    ]);
  });

  it('refuses options of another instrument and lists the lines with the longest lead time', () => {
    const selection = { kind: 'instrument' as const, optionItemIds: ['other'], quantity: 1 };
    expect(evaluateInstrument(RULESET, selection)[0]?.message).toBe(
      'other is not an option of sorter.',
    );
    const lines = instrumentLines(RULESET, { ...selection, optionItemIds: ['premier'] });
    expect(lines.map((x) => x.itemId)).toEqual(['sorter', 'premier']);
    expect(linesLeadDays(lines)).toBe(21);
  });
});

describe('the action rules that open the configurator (spec 001 sections 4 and 5)', () => {
  it.each([
    ['Needs Configuration', true],
    ['Suggests Configuration', true],
    ['Upload Configuration', true],
    ['Upload', false],
    ['Upload Add', false],
    ['No Configuration', false],
    ['', false],
  ])('%s offers Configure: %s', (requirement, configure) => {
    expect(cardActions(requirement).includes('configure')).toBe(configure);
  });
});
