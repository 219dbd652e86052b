import { describe, expect, it } from 'vitest';
import type { BootConfig } from '../../../schemas/boot';
import {
  jsonForScript,
  renderStorefrontHtml,
  storefrontNotFoundHtml,
  styleElementText,
} from '../../../server/app/html';
import {
  HYDRATION_SCRIPTS_ELEMENT_ID,
  HYDRATION_SCRIPTS_LOADER,
  type HydrationScripts,
} from '../../../server/app/hydrationScripts';
import { PRESSABLE_STYLE_ELEMENT } from '../../../server/app/libraryStyleElements';
import { FIRST_PAGE_ELEMENT_ID } from '../../../schemas/firstPage';

/** The scripts a server-rendered page's loader adds once painted; null for a client-rendered page. */
function hydrationScriptsOf(html: string): HydrationScripts | null {
  const element = new RegExp(
    `<script type="application/json" id="${HYDRATION_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return element ? (JSON.parse(element[1]!) as HydrationScripts) : null;
}

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
    expect(html).not.toContain('<script>x()');
    // The two sheets and React Aria's pressables' (libraryStyleElements.ts).
    expect(html.match(/<\/style>/g)).toHaveLength(3);
    expect(styleElementText('a::after{content:"<"}')).toBe('a::after{content:"\\3c "}');
  });

  it("links the blocks' stylesheets and names their scripts for the loader", () => {
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
    expect(hydrationScriptsOf(html)?.preloads).toEqual(['/assets/Product-1.js']);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  const builtTemplate = template.replace(
    '<!--blockfront-head--></head><body></body>',
    '<!--blockfront-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head><body><div id="root"></div></body>',
  );

  it("leaves a server-rendered page's scripts to the loader, which adds them once it has painted", () => {
    const html = renderStorefrontHtml(builtTemplate, boot, {
      kind: 'rendered',
      html: '<main>page</main>',
      resourceHints: '',
      payload: { router: {}, queries: {} },
      blockNames: [],
      customCss: [],
      head: { title: 'Home', metaTags: [] },
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(hydrationScriptsOf(html)).toEqual({
      modules: ['/assets/index-1.js'],
      modulePreloads: ['/assets/react-1.js'],
      preloads: [],
    });
    // The names, then the loader, at the end of the body after the page's own data.
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf(`id="${HYDRATION_SCRIPTS_ELEMENT_ID}"`)).toBeGreaterThan(
      body.indexOf(`id="${FIRST_PAGE_ELEMENT_ID}"`),
    );
    expect(body.indexOf(`<script>${HYDRATION_SCRIPTS_LOADER}</script>`)).toBeGreaterThan(
      body.indexOf(`id="${HYDRATION_SCRIPTS_ELEMENT_ID}"`),
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("carries React Aria's pressables' style element first, so hydrating adds none", () => {
    const html = renderStorefrontHtml(builtTemplate, boot, {
      kind: 'rendered',
      html: '<main>page</main>',
      resourceHints: '',
      payload: { router: {}, queries: {} },
      blockNames: [],
      customCss: [],
      head: { title: 'Home', metaTags: [] },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(PRESSABLE_STYLE_ELEMENT);
    expect(head.indexOf(PRESSABLE_STYLE_ELEMENT)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(renderStorefrontHtml(builtTemplate, boot)).not.toContain(PRESSABLE_STYLE_ELEMENT);
  });

  it('keeps the scripts of a page the client draws as Vite wrote them, at default priority', () => {
    const html = renderStorefrontHtml(builtTemplate, boot);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(html).not.toContain('fetchpriority');
    expect(hydrationScriptsOf(html)).toBeNull();
  });

  it('puts every stylesheet first, in cascade order', () => {
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
    // All of them before any image the page fetches; its scripts come once it has painted.
    expect(at('data-bf-custom-css')).toBeLessThan(at('/hero.svg'));
    for (const script of ['/assets/Product-1.js', '/assets/index-1.js', '/assets/react-1.js']) {
      expect(head).not.toContain(script);
      expect(html.indexOf(script)).toBeGreaterThan(html.indexOf('</head>'));
    }
    // Each once.
    expect(head.match(/index-1\.css/g)).toHaveLength(1);
    expect(head.match(/href="\/theme\/o\/s\.css"/g)).toHaveLength(1);
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
