// @vitest-environment node
import { describe, expect, it } from 'vitest';
import heroBannerSchema from '../../schemas/blocks/heroBanner.schema.json';
import layoutSettingsSchema from '../../schemas/layoutSettings.schema.json';
import {
  argsToData,
  dataToArgs,
  schemaArgTypes,
  type JsonSchema,
} from '../../stories/support/schemaControls';

const hero = heroBannerSchema as JsonSchema;
const heroConfiguration = hero.properties!.configuration!;
const layout = layoutSettingsSchema as JsonSchema;

describe('controls from a block schema', () => {
  const argTypes = schemaArgTypes(heroConfiguration, 'configuration', hero);

  it('makes enums selects with their values and "not set"', () => {
    expect(argTypes['configuration.height']).toMatchObject({
      control: { type: 'select' },
      options: ['(not set)', 'small', 'medium', 'large'],
    });
  });

  it('makes bounded numbers ranges with the schema limits', () => {
    expect(argTypes['configuration.overlayOpacity']).toMatchObject({
      control: { type: 'range', min: 0, max: 100 },
    });
  });

  it('follows $ref to hex colours and gives them a colour picker', () => {
    expect(argTypes['configuration.textColor']).toMatchObject({ control: { type: 'color' } });
  });

  it('groups nested objects and marks required fields', () => {
    expect(argTypes['configuration.primaryButton.label']).toMatchObject({
      table: { category: 'configuration', subcategory: 'primaryButton' },
      type: { required: true },
    });
    expect(argTypes['configuration.subheading']).toMatchObject({ type: { required: false } });
  });

  it('covers the nested layout and background settings', () => {
    const layoutTypes = schemaArgTypes(layout, 'layoutSettings');
    expect(layoutTypes['layoutSettings.layout.columns']).toMatchObject({
      control: { type: 'range', min: 1, max: 12, step: 1 },
      table: { subcategory: 'layout' },
    });
    expect(layoutTypes['layoutSettings.background.imageSize']).toMatchObject({
      options: ['(not set)', 'cover', 'contain', 'auto'],
      table: { subcategory: 'background' },
    });
    // '' and null are visibility values too: they get named options mapped back to them.
    expect(layoutTypes['layoutSettings.visibility']).toMatchObject({
      mapping: { '(empty string)': '', '(null)': null, GUEST: 'GUEST' },
    });
  });
});

describe('args and the stored block', () => {
  it('flattens a configuration along the schema and rebuilds it', () => {
    const configuration = {
      heading: 'Hello',
      primaryButton: { label: 'Go', url: '/go' },
      height: 'large',
      unknownField: [1, 2],
    };
    const args = dataToArgs(configuration, heroConfiguration, 'configuration', hero);
    expect(args).toEqual({
      'configuration.heading': 'Hello',
      'configuration.primaryButton.label': 'Go',
      'configuration.primaryButton.url': '/go',
      'configuration.height': 'large',
      'configuration.unknownField': [1, 2],
    });
    expect(argsToData(args, 'configuration')).toEqual(configuration);
  });

  it('leaves cleared fields out, as an admin clearing a field removes it', () => {
    expect(
      argsToData(
        { 'configuration.heading': 'Hi', 'configuration.height': undefined },
        'configuration',
      ),
    ).toEqual({ heading: 'Hi' });
  });

  it('stores enum values that are no strings under their option names', () => {
    expect(dataToArgs({ visibility: '' }, layout, 'layoutSettings')).toEqual({
      'layoutSettings.visibility': '(empty string)',
    });
  });
});
