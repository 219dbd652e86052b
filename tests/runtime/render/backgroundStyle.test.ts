import { describe, expect, it } from 'vitest';
import { backgroundStyle } from '../../../runtime/render/backgroundStyle';
import { hexToRgba, isDarkColor } from '../../../runtime/render/color';
import { cssUrl } from '../../../runtime/render/cssUrl';
import { isSampleImage } from '../../../runtime/render/sampleImage';

describe('hexToRgba', () => {
  it.each([
    ['#FFFFFF', 100, 'rgba(255, 255, 255, 1)'],
    ['#0e2a47', 100, 'rgba(14, 42, 71, 1)'],
    ['#0B2F55', 55, 'rgba(11, 47, 85, 0.55)'],
    ['#abc', 50, 'rgba(170, 187, 204, 0.5)'],
    ['#000000', 0, 'rgba(0, 0, 0, 0)'],
    ['#000000', 150, 'rgba(0, 0, 0, 1)'],
    ['#000000', -5, 'rgba(0, 0, 0, 0)'],
  ])('%s at %i%% is %s', (hex, opacity, rgba) => {
    expect(hexToRgba(hex, opacity)).toBe(rgba);
  });

  it.each(['red', '#12', '#12345', 'rgb(0,0,0)', ''])('%j is not a hex colour', (color) => {
    expect(hexToRgba(color)).toBeNull();
  });
});

describe('isSampleImage', () => {
  it.each([
    'sample.jpg',
    'SAMPLE.JPG',
    'sample-image.png',
    'Sample_Image.PNG',
    'sampleimage.webp',
    'sample image.jpg',
    'sample-img.gif',
    'sample-photo.jpg',
    'sample-picture.png',
    'sample-background.jpg',
    'sample-bg.jpg',
    'sample1.png',
    'sample-image-2.png',
    'sample',
    '/static/org-cellaris/img/sample-image.png',
    'https://cdn.example.com/assets/sample.jpg?v=3#x',
    'sample%20image.jpg',
  ])('%s is a sample', (name) => {
    expect(isSampleImage(name)).toBe(true);
  });

  it.each([
    'sample-prep-kit.jpg',
    'samples.png',
    'cell-sample.jpg',
    'hero-lab.svg',
    '/img/sample/hero.png',
    'example.jpg',
  ])('%s is a real picture', (name) => {
    expect(isSampleImage(name)).toBe(false);
  });
});

describe('cssUrl', () => {
  it('quotes the address', () => {
    expect(cssUrl('/static/org/hero.svg')).toBe('url("/static/org/hero.svg")');
  });

  it('escapes quotes, backslashes and line breaks so the value cannot break out', () => {
    expect(cssUrl('a") ; color: red; x("')).toBe('url("a\\") ; color: red; x(\\"")');
    expect(cssUrl('a\\b')).toBe('url("a\\\\b")');
    expect(cssUrl('a\nb')).toBe('url("a\\a b")');
  });
});

describe('isDarkColor', () => {
  it.each([
    ['#0E2A47', true],
    ['#000', true],
    ['#0b5cad', true],
    ['#FFFFFF', false],
    ['#FDF6E3', false],
    ['#5fd3c4', false],
    ['not-a-colour', false],
  ])('%s -> %s', (color, dark) => {
    expect(isDarkColor(color)).toBe(dark);
  });
});

describe('backgroundStyle', () => {
  it('sets nothing without background', () => {
    expect(backgroundStyle(undefined)).toEqual({ style: {}, issues: [] });
  });

  it('Solid paints color at opacity', () => {
    expect(backgroundStyle({ style: 'Solid', color: '#F3F6F9', opacity: 80 }).style).toEqual({
      backgroundColor: 'rgba(243, 246, 249, 0.8)',
    });
  });

  it('turns text and links light on a dark, mostly opaque colour', () => {
    expect(backgroundStyle({ style: 'Solid', color: '#0E2A47', opacity: 80 }).style).toEqual({
      backgroundColor: 'rgba(14, 42, 71, 0.8)',
      color: '#ffffff',
      '--bf-color-text': '#ffffff',
      '--bf-color-muted': 'rgba(255, 255, 255, 0.78)',
      '--bf-link-color': '#ffffff',
    });
    expect(backgroundStyle({ style: 'Solid', color: '#0E2A47', opacity: 30 }).style).toEqual({
      backgroundColor: 'rgba(14, 42, 71, 0.3)',
    });
  });

  it('opacity defaults to 100 and style to Solid', () => {
    expect(backgroundStyle({ color: '#FFFFFF' }).style).toEqual({
      backgroundColor: 'rgba(255, 255, 255, 1)',
    });
  });

  it('None paints no colour', () => {
    expect(backgroundStyle({ style: 'None', color: '#FFFFFF', opacity: 100 }).style).toEqual({});
  });

  it('reports a colour that is not hex', () => {
    expect(backgroundStyle({ style: 'Solid', color: 'red' }).issues).toEqual([
      { path: '/layoutSettings/background/color', message: expect.stringContaining('"red"') },
    ]);
  });

  it('draws an image with defaults: cover, no-repeat, centred', () => {
    expect(backgroundStyle({ image: '/static/org/hero.svg' }).style).toEqual({
      backgroundImage: 'url("/static/org/hero.svg")',
      backgroundSize: 'cover',
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'center center',
    });
  });

  it.each([
    [{ imageSize: 'contain' }, { backgroundSize: 'contain' }],
    [{ imageSize: 'auto' }, { backgroundSize: 'auto' }],
    [{ repeat: 'repeat' }, { backgroundRepeat: 'repeat' }],
    [{ repeat: 'repeat-x' }, { backgroundRepeat: 'repeat-x' }],
    [{ repeat: 'repeat-y' }, { backgroundRepeat: 'repeat-y' }],
    [{ horizontalAlignment: 'left' }, { backgroundPosition: 'left center' }],
    [{ horizontalAlignment: 'right' }, { backgroundPosition: 'right center' }],
    [{ verticalAlignment: 'top' }, { backgroundPosition: 'center top' }],
    [{ verticalAlignment: 'bottom' }, { backgroundPosition: 'center bottom' }],
    [
      { horizontalAlignment: 'right', verticalAlignment: 'bottom' },
      { backgroundPosition: 'right bottom' },
    ],
  ] as const)('image with %j sets %j', (fields, expected) => {
    expect(backgroundStyle({ image: 'hero.png', ...fields }).style).toMatchObject(expected);
  });

  it.each(['', '   ', 'sample.jpg', 'Sample-Image.PNG'])(
    'image %j means no image, and the image fields are ignored',
    (image) => {
      expect(
        backgroundStyle({
          style: 'Solid',
          color: '#FFFFFF',
          image,
          imageSize: 'contain',
          repeat: 'repeat',
          horizontalAlignment: 'left',
          verticalAlignment: 'top',
        }).style,
      ).toEqual({ backgroundColor: 'rgba(255, 255, 255, 1)' });
    },
  );
});
