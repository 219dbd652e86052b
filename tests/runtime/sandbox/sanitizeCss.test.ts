import { describe, expect, it } from 'vitest';
import { sanitizeCss } from '../../../runtime/sandbox/sanitizeCss';

const policy = { scope: 'blk-1', imageHosts: ['cdn.cellaris.example'] };
const clean = (css: string) => sanitizeCss(css, policy);

describe('sanitizeCss', () => {
  it('keeps ordinary rules, :host and allowed pseudo-classes', () => {
    const { css, issues } = clean(
      ':host { color: #333; padding: 4px } .bf-ui-button:hover { background: rgb(1, 2, 3) }',
    );
    expect(css).toBe(':host{color:#333;padding:4px}.bf-ui-button:hover{background:rgb(1,2,3)}');
    expect(issues).toEqual([]);
  });

  it.each([
    ['@import', '@import url(https://evil.example/x.css); .a { color: red }', '.a{color:red}'],
    ['@import string', '@import "https://evil.example/x.css"; .a { color: red }', '.a{color:red}'],
    [
      '@font-face',
      '@font-face { font-family: x; src: url(https://evil.example/f.woff) } .a { color: red }',
      '.a{color:red}',
    ],
    [
      '@namespace',
      '@namespace svg url(http://www.w3.org/2000/svg); .a { color: red }',
      '.a{color:red}',
    ],
  ])('drops %s', (_name, input, output) => {
    const result = clean(input);
    expect(result.css).toBe(output);
    expect(result.issues.join()).toMatch(/at-rule not allowed/);
  });

  it('drops a url() on an allowed host that carries credentials', () => {
    const { css } = clean(
      '.a { background: url(https://user:secret@cdn.cellaris.example/a.png) } .b { color: red }',
    );
    expect(css).toBe('.b{color:red}');
  });

  it('drops url() off the allowed hosts and keeps same-origin paths and allowed hosts', () => {
    const { css, issues } = clean(
      '.a { background: url(http://127.0.0.1:5392/x) } .b { background: url(//evil.example/x) } .c { background: url(/static/a.png) } .d { background-image: url("https://cdn.cellaris.example/a.png") } .e { background: url(https://cdn.cellaris.example.evil.example/a.png) }',
    );
    expect(css).toBe(
      '.c{background:url(/static/a.png)}.d{background-image:url(https://cdn.cellaris.example/a.png)}',
    );
    expect(issues.filter((issue) => issue.includes('not on an allowed host'))).toHaveLength(3);
  });

  it('drops :host-context and attribute selectors (keyloggers)', () => {
    const { css, issues } = clean(
      ':host-context(body) { color: red } input[value$="a"] { background: url(/a) } .a[data-x] { color: red } .ok { color: blue }',
    );
    expect(css).toBe('.ok{color:blue}');
    expect(issues.join('\n')).toMatch(/:host-context is not allowed/);
    expect(issues.join('\n')).toMatch(/attribute selectors are not allowed/);
  });

  it('drops legacy script vectors: expression(), behavior, -moz-binding, javascript: urls', () => {
    const { css } = clean(
      '.a { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x.xml#y); background: url(javascript:alert(1)); color: red }',
    );
    expect(css).toBe('.a{color:red}');
  });

  it('drops attr(), image-set() and unknown functions, and unknown properties', () => {
    const { css } = clean(
      '.a::before { content: attr(data-token) } .b { background: image-set(url(/x) 1x) } .c { zoom: 2; color: red }',
    );
    expect(css).toBe('.c{color:red}');
  });

  it('drops fixed and sticky positioning', () => {
    expect(
      clean(':host { position: fixed; inset: 0; color: red } .a { position: sticky }').css,
    ).toBe(':host{inset:0;color:red}');
  });

  it('refuses custom properties that could carry a url', () => {
    expect(clean(':host { --x: url(https://evil.example); --y: 4px }').css).toBe(
      ':host{--y: 4px }',
    );
  });

  it('scopes keyframe names per block and renames their uses', () => {
    const { css } = clean(
      '.a { animation: spin 1s linear } .b { animation-name: spin } @keyframes spin { from { opacity: 0 } to { opacity: 1 } }',
    );
    expect(css).toBe(
      '.a{animation:bf-blk-1-spin 1s linear}.b{animation-name:bf-blk-1-spin}@keyframes bf-blk-1-spin{from{opacity:0}to{opacity:1}}',
    );
  });

  it('keeps @media with its rules filtered, drops @media with url() in its condition', () => {
    expect(clean('@media (min-width: 600px) { .a { color: red } .b[x] { color: blue } }').css).toBe(
      '@media (min-width:600px){.a{color:red}}',
    );
  });

  it('refuses the whole sheet over the 50 KB cap', () => {
    const big = `.a { color: red } /* ${'x'.repeat(51 * 1024)} */`;
    const result = clean(big);
    expect(result.css).toBe('');
    expect(result.issues[0]).toMatch(/over the 51200-byte cap/);
  });

  it('survives CSS that is not valid', () => {
    expect(clean('.a { color: red; } }}} .b {{ color').css).toContain('.a{color:red}');
  });

  it('scopes the page copy of every rule to the block wrapper, leaving :host to the shadow root', () => {
    const { css, pageCss } = clean(
      ':host { padding: 4px } .bf-rich-text h2, p:hover { color: #0b5cad } @media (min-width: 768px) { h2 { font-size: 2rem } } @keyframes pulse { to { opacity: 0.5 } }',
    );
    expect(css).toContain('.bf-rich-text h2,p:hover{color:#0b5cad}');
    expect(pageCss).toBe(
      '[data-block-id="blk-1"] .bf-rich-text h2,[data-block-id="blk-1"] p:hover{color:#0b5cad}' +
        '@media (min-width:768px){[data-block-id="blk-1"] h2{font-size:2rem}}' +
        '@keyframes bf-blk-1-pulse{to{opacity:0.5}}',
    );
  });

  it('never lets the page copy reach past the wrapper: leading combinators are dropped', () => {
    const { pageCss } = clean('~ p { display: none } + div { display: none } > p { color: red }');
    expect(pageCss).toBe('');
  });

  it('keeps a block id that is not plain inside the wrapper selector as one attribute value', () => {
    const blockId = 'a"] body [x="';
    const { pageCss } = sanitizeCss('p { color: red }', { ...policy, scope: blockId });
    const selector = pageCss.slice(0, pageCss.indexOf('{'));
    document.body.innerHTML = '<p id="outside"></p><div id="block"><p id="inside"></p></div>';
    document.getElementById('block')!.setAttribute('data-block-id', blockId);
    expect([...document.querySelectorAll(selector)].map((element) => element.id)).toEqual([
      'inside',
    ]);
  });
});
