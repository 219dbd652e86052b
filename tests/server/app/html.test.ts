import { describe, expect, it } from 'vitest';
import type { BootConfig } from '../../../schemas/boot';
import {
  jsonForScript,
  renderStorefrontHtml,
  storefrontNotFoundHtml,
  styleElementText,
} from '../../../server/app/html';
import { inlineStylesheet, pageStylesheets } from '../../../server/app/pageStylesheets';
import { PRESSABLE_STYLE_ELEMENT } from '../../../server/app/libraryStyleElements';
import { HOLD_FIRST_PAINT_MAX_CHARS } from '../../../server/app/firstPaintHold';

const boot = {
  domain: { storefrontName: 'Shop <b>&</b>' },
  metaItems: [{ id: '1', templateId: 't', key: 'x', value: '</script><script>alert(1)</script>' }],
  themeHref: '/theme/o/s.css',
} as unknown as BootConfig;

describe('renderStorefrontHtml', () => {
  const template =
    '<html><head><title>Blockfront</title><!--blockfront-head--></head><body></body></html>';

  it('inlines the boot data so it cannot break out of its script element', () => {
    const html = renderStorefrontHtml(template, boot);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="blockfront-boot">(.*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json!)).toEqual(boot);
  });

  it('titles the page with the escaped storefront name and links the theme', () => {
    const html = renderStorefrontHtml(template, boot);
    expect(html).toContain('<title>Shop &#60;b&#62;&#38;&#60;/b&#62;</title>');
    expect(html).not.toContain('<title>Blockfront</title>');
    expect(html).toContain('<link rel="stylesheet" href="/theme/o/s.css" />');
  });

  it("leaves no whitespace between the head's elements, and an inline script's code as it is", () => {
    const spaced =
      '<html>\n  <head>\n    <title>Blockfront</title>\n    <!--blockfront-head-->\n' +
      '    <script type="module">if (a >\n <b) go();</script>\n' +
      '    <link rel="modulepreload" href="/assets/x.js">\n  </head>\n  <body></body>\n</html>';
    const html = renderStorefrontHtml(spaced, boot);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    // Chromium's parser counts each run of whitespace as a token of its first slice's budget.
    expect(head.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/>\s+</);
    expect(html).toContain('<script type="module">if (a >\n <b) go();</script>');
  });

  it("puts each block's customCSS in the head, unable to close its style element", () => {
    const withRoot = template.replace('<body></body>', '<body><div id="root"></div></body>');
    const html = renderStorefrontHtml(withRoot, boot, {
      kind: 'rendered',
      html: '<main>page</main>',
      resourceHints: '',
      payload: { router: {}, queries: {} },
      blockNames: [],
      customCss: [
        { blockId: 'b"1', css: '[data-block-id="b1"] h2{color:red}' },
        {
          blockId: 'b2',
          css: '[data-block-id="b2"] p::after{content:"</style><script>x()</script>"}',
        },
      ],
      head: { title: 'Home', metaTags: [] },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style data-bf-custom-css="b&#34;1">[data-block-id="b1"] h2{color:red}</style>',
    );
    // After the theme, so the block's rules win over both stylesheets.
    expect(head.indexOf('data-bf-custom-css')).toBeGreaterThan(head.indexOf('/theme/o/s.css'));
    // Raw text that cannot end its element: the script inside the string is never markup.
    expect(html).not.toContain('</style><script>');
    expect(html).toContain('content:"<\\/style><script>x()<\\/script>"');
    // The two sheets and React Aria's pressables' (libraryStyleElements.ts).
    expect(html.match(/<\/style>/g)).toHaveLength(3);
    expect(styleElementText('a::after{content:"</style>"}')).toBe('a::after{content:"<\\/style>"}');
    // A range query keeps its `<`: escaped, the rule would never apply.
    expect(styleElementText('@container (width<=640px){a{color:red}}')).toBe(
      '@container (width<=640px){a{color:red}}',
    );
  });

  it("links the blocks' stylesheets and preloads their scripts", () => {
    const withRoot = template.replace('<body></body>', '<body><div id="root"></div></body>');
    const firstPage = {
      kind: 'rendered' as const,
      html: '<main>page</main>',
      resourceHints: '',
      payload: { router: {}, queries: {} },
      blockNames: ['product'],
      customCss: [],
      head: { title: 'Product', metaTags: [] },
    };
    const html = renderStorefrontHtml(withRoot, boot, firstPage, [
      '/assets/Product-1.js',
      '/assets/Product-1.css',
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/Product-1.css" />');
    expect(head).toContain(
      '<link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/Product-1.js" />',
    );
  });

  const builtTemplate = template.replace(
    '<!--blockfront-head--></head><body></body>',
    '<!--blockfront-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head><body><div id="root"></div></body>',
  );

  /** A server-rendered page with no blocks, preloads or customCSS. */
  const serverHome = {
    kind: 'rendered' as const,
    html: '<main>page</main>',
    resourceHints: '',
    payload: { router: {}, queries: {} },
    blockNames: [],
    customCss: [],
    head: { title: 'Home', metaTags: [] },
  };

  it("fetches a server-rendered page's scripts at low priority, after its stylesheets", () => {
    const html = renderStorefrontHtml(builtTemplate, boot, serverHome);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*fetchpriority/);
  });

  it("holds a server-rendered page's first paint until its markup is parsed", () => {
    const html = renderStorefrontHtml(builtTemplate, boot, serverHome);
    const head = html.slice(0, html.indexOf('</head>'));
    const hold = '<link rel="expect" href="#blockfront-first-page" blocking="render" />';
    expect(head).toContain(hold);
    // Early in the head, before anything that could paint or take the parser's time.
    expect(head.indexOf(hold)).toBeLessThan(head.indexOf('<style'));
    // The element it names comes right after the page's markup.
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(/<\/div><script type="application\/json" id="blockfront-first-page">/);
    expect(body.indexOf('<main>page</main>')).toBeLessThan(body.indexOf('blockfront-first-page'));
  });

  it('lets a very large page and a page the client draws paint as they come', () => {
    const large = { ...serverHome, html: `<main>${'<p>block</p>'.repeat(12_000)}</main>` };
    expect(large.html.length).toBeGreaterThan(HOLD_FIRST_PAINT_MAX_CHARS);
    expect(renderStorefrontHtml(builtTemplate, boot, large)).not.toContain('rel="expect"');
    expect(renderStorefrontHtml(builtTemplate, boot)).not.toContain('rel="expect"');
  });

  it("carries React Aria's pressables' style element first, so hydrating adds none", () => {
    const html = renderStorefrontHtml(builtTemplate, boot, serverHome);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(PRESSABLE_STYLE_ELEMENT);
    expect(head.indexOf(PRESSABLE_STYLE_ELEMENT)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(renderStorefrontHtml(builtTemplate, boot)).not.toContain(PRESSABLE_STYLE_ELEMENT);
  });

  it('keeps the default priority for the scripts of a page the client draws', () => {
    const html = renderStorefrontHtml(builtTemplate, boot);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).not.toContain('fetchpriority');
  });

  it('puts every stylesheet before the script preloads, in cascade order', () => {
    // As Vite writes the built index.html: the entry's preloads, then its stylesheet.
    const built = template.replace(
      '<!--blockfront-head--></head><body></body>',
      '<!--blockfront-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head><body><div id="root"></div></body>',
    );
    const html = renderStorefrontHtml(
      built,
      boot,
      {
        kind: 'rendered',
        html: '<main>page</main>',
        resourceHints: '<link rel="preload" as="image" href="/hero.svg"/>',
        payload: { router: {}, queries: {} },
        blockNames: ['product'],
        customCss: [{ blockId: 'b1', css: '[data-block-id="b1"] h2{color:red}' }],
        head: { title: 'Product', metaTags: [] },
      },
      ['/assets/Product-1.js', '/assets/Product-1.css'],
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const at = (text: string) => {
      const index = head.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    // The blocks' sheets, the entry's, the theme, the customCSS: the cascade as before.
    expect(at('/assets/Product-1.css')).toBeLessThan(at('/assets/index-1.css'));
    expect(at('/assets/index-1.css')).toBeLessThan(at('/theme/o/s.css'));
    expect(at('/theme/o/s.css')).toBeLessThan(at('data-bf-custom-css'));
    // All of them before any script or image the page fetches.
    const lastSheet = at('data-bf-custom-css');
    expect(lastSheet).toBeLessThan(at('/hero.svg'));
    expect(lastSheet).toBeLessThan(at('/assets/Product-1.js'));
    expect(lastSheet).toBeLessThan(at('/assets/index-1.js'));
    expect(lastSheet).toBeLessThan(at('/assets/react-1.js'));
    // Each once.
    expect(head.match(/index-1\.css/g)).toHaveLength(1);
    expect(head.match(/href="\/theme\/o\/s\.css"/g)).toHaveLength(1);
  });

  it('sends the stylesheets whose text it has inline, in cascade order, each file linked inert', () => {
    const texts: Record<string, string> = {
      '/assets/Product-1.css': '.bf-product{color:red}',
      '/assets/index-1.css': ':root{--bf-gap:8px}',
    };
    const built = (href: string) => (href in texts ? inlineStylesheet(texts[href]!) : null);
    const preloads = ['/assets/Product-1.js', '/assets/Product-1.css'];
    const sheets = pageStylesheets({
      template: builtTemplate,
      blockSheets: ['/assets/Product-1.css'],
      themeHref: boot.themeHref,
      built,
      themeCss: ':root{--bf-color-text:#111}',
    });
    const html = renderStorefrontHtml(builtTemplate, boot, null, preloads, sheets);
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = [...head.matchAll(/<style data-bf-sheet="([^"]+)">([^<]*)<\/style>/g)];
    expect(inline.map(([, href, css]) => [href, css])).toEqual([
      ['/assets/Product-1.css', '.bf-product{color:red}'],
      ['/assets/index-1.css', ':root{--bf-gap:8px}'],
      ['/theme/o/s.css', ':root{--bf-color-text:#111}'],
    ]);
    // Nothing for the browser to fetch before it paints; Vite's loader finds the built files
    // linked (disabled, so never fetched) and does not load a block's stylesheet again.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    expect(head).toContain('<link rel="stylesheet" href="/assets/Product-1.css" disabled />');
    expect(head).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled />');
    expect(head).not.toContain('href="/theme/o/s.css"');
    // What the CSP allows is exactly what was sent.
    expect(sheets.map((sheet) => sheet.inline?.hash)).toEqual(
      inline.map(([, , css]) => inlineStylesheet(css!).hash),
    );
  });

  it('links a stylesheet whose text it does not have', () => {
    const sheets = pageStylesheets({
      template: builtTemplate,
      blockSheets: [],
      themeHref: boot.themeHref,
      built: () => null,
      themeCss: null,
    });
    const html = renderStorefrontHtml(builtTemplate, boot, null, [], sheets);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-1.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/theme/o/s.css" />');
    expect(html).not.toContain('data-bf-sheet');
  });

  it('refuses a template without the head slot', () => {
    expect(() => renderStorefrontHtml('<html></html>', boot)).toThrow(/slot/);
  });
});

describe('storefrontNotFoundHtml', () => {
  it('says Storefront Not Found and escapes the host', () => {
    const html = storefrontNotFoundHtml('<x>.test');
    expect(html).toContain('Storefront Not Found');
    expect(html).not.toContain('<x>');
  });
});

describe('jsonForScript', () => {
  it('escapes line separators', () => {
    expect(jsonForScript('a\u2028b')).toBe('"a\\u2028b"');
  });
});
