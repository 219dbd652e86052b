import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledSchema as footer } from '../../../schemas/generated/blocks/footer';
import { compiledSchema as header } from '../../../schemas/generated/blocks/header';
import { compiledSchema as heroBanner } from '../../../schemas/generated/blocks/heroBanner';
import { compiledSchema as richText } from '../../../schemas/generated/blocks/richText';
import { compiledSchema as layoutSettings } from '../../../schemas/generated/layoutSettings';
import { validateWithSchema } from '../../../runtime/render/validateWithSchema';
import { HEADER_CONFIGURATION, seededLayout } from './fixtures';

const generated = path.resolve(import.meta.dirname, '../../../schemas/generated');

describe('generated validator modules', () => {
  const files = [
    ...readdirSync(generated).filter((name) => name.endsWith('.js')),
    ...readdirSync(path.join(generated, 'blocks')).map((name) => `blocks/${name}`),
  ].filter((name) => name.endsWith('.js'));

  it.each(files)('%s is pure ESM: no require(, no new Function, no eval(, no ajv', (file) => {
    const code = readFileSync(path.join(generated, file), 'utf8');
    expect(code).not.toContain('require(');
    expect(code).not.toContain('new Function');
    expect(code).not.toContain('eval(');
    expect(code).not.toMatch(/from ['"]ajv/);
  });

  it('carry the schema version and $id', () => {
    expect(header.schemaVersion).toBe(1);
    expect(header.$id).toMatch(/\/blocks\/header\.schema\.json$/);
    expect(layoutSettings.$id).toMatch(/\/layoutSettings\.schema\.json$/);
  });
});

describe('block schemas accept the seeded configurations', () => {
  it.each([
    ['header', header, { configuration: HEADER_CONFIGURATION, contentJSON: null }],
    [
      'footer',
      footer,
      {
        configuration: {
          columns: [{ heading: 'Products', links: [{ label: 'Flow', url: '/flow' }] }],
          social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/x' }],
          legalLinks: [{ label: 'Careers', url: 'https://careers.example', external: true }],
          copyright: '© 2025 Cellaris',
          showNewsletter: true,
        },
        contentJSON: null,
      },
    ],
    [
      'heroBanner',
      heroBanner,
      {
        configuration: {
          heading: 'Reagents',
          subheading: 'Validated',
          primaryButton: { label: 'Shop', url: '/shop' },
          imageUrl: '/static/org-cellaris/img/hero-lab.svg',
          imageAlt: 'Lab',
          textColor: '#FFFFFF',
          overlayColor: '#0B2F55',
          overlayOpacity: 55,
          height: 'large',
          textAlignment: 'left',
        },
        contentJSON: null,
      },
    ],
    [
      'richText',
      richText,
      {
        configuration: { maxWidth: '880px', textAlign: 'left' },
        contentJSON: { html: '<p>x</p>' },
      },
    ],
  ])('%s', (_name, schema, data) => {
    expect(validateWithSchema(schema, data)).toEqual({ ok: true });
  });

  it('the seeded layout settings', () => {
    expect(validateWithSchema(layoutSettings, seededLayout())).toEqual({ ok: true });
    expect(validateWithSchema(layoutSettings, {})).toEqual({ ok: true });
  });
});

describe('schema errors name the path and the problem', () => {
  it('lists every error, pointing at the property itself', () => {
    const result = validateWithSchema(header, {
      configuration: {
        logo: { alt: 'x', colour: 'red' },
        navLinks: [{ label: '', url: '/a' }],
        search: { enabled: 'yes' },
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { path: '/configuration/logo/url', message: 'is required' },
        { path: '/configuration/logo/colour', message: 'is not a known property' },
        {
          path: '/configuration/navLinks/0/label',
          message: 'must NOT have fewer than 1 characters',
        },
        { path: '/configuration/search/enabled', message: 'must be boolean' },
      ]),
    });
  });

  it('lists the allowed values of an enum, rooted at the prefix', () => {
    const result = validateWithSchema(
      layoutSettings,
      { visibility: 'EVERYONE', styling: { borderStyle: 'wavy' } },
      '/layoutSettings',
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: '/layoutSettings/visibility',
          message: 'must be one of "ALL", "GUEST", "AUTHENTICATED", "LOGGED IN", "", null',
        },
        {
          path: '/layoutSettings/styling/borderStyle',
          message: 'must be one of "none", "solid", "dashed", "dotted", "double"',
        },
      ],
    });
  });

  it.each([
    [{ layout: { columnSize: '1/2/x' } }, '/layoutSettings/layout/columnSize'],
    [{ layout: { paddingTop: '1px; color: red' } }, '/layoutSettings/layout/paddingTop'],
    [{ layout: { columns: 0 } }, '/layoutSettings/layout/columns'],
    [{ background: { color: 'red' } }, '/layoutSettings/background/color'],
    [{ background: { opacity: 101 } }, '/layoutSettings/background/opacity'],
    [{ background: { style: 'Gradient' } }, '/layoutSettings/background/style'],
    [{ background: { imageSize: '50%' } }, '/layoutSettings/background/imageSize'],
    [{ background: { repeat: 'space' } }, '/layoutSettings/background/repeat'],
    [
      { background: { horizontalAlignment: 'middle' } },
      '/layoutSettings/background/horizontalAlignment',
    ],
    [
      { background: { verticalAlignment: 'middle' } },
      '/layoutSettings/background/verticalAlignment',
    ],
    [{ styling: { verticalAlignment: 'middle' } }, '/layoutSettings/styling/verticalAlignment'],
    [{ styling: { radius: 'round' } }, '/layoutSettings/styling/radius'],
    [{ margin: '4px' }, '/layoutSettings/margin'],
  ])('layout settings %j fail at %s', (settings, path) => {
    const result = validateWithSchema(layoutSettings, settings, '/layoutSettings');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => error.path)).toContain(path);
  });

  it('a root that is not an object is reported at /', () => {
    expect(validateWithSchema(layoutSettings, 'x')).toEqual({
      ok: false,
      errors: [{ path: '/', message: 'must be object' }],
    });
  });
});
