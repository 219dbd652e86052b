import { readConfig } from '../../../server/app/config';
import { LIBRARY_STYLE_HASHES } from '../../../server/app/libraryStyleElements';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptHash,
} from '../../../server/app/securityHeaders';

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('content security policy', () => {
  it('never allows eval or inline scripts', () => {
    for (const dev of [false, true]) {
      const scriptSrc = directive(
        contentSecurityPolicy({ dev, inlineScriptHashes: [scriptHash('x')] }),
        'script-src',
      );
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).toContain("'self'");
    }
  });

  it('allows exactly the inline scripts it was given by hash', () => {
    const hash = scriptHash('console.log(1)');
    expect(
      directive(contentSecurityPolicy({ inlineScriptHashes: [hash] }), 'script-src'),
    ).toContain(`'${hash}'`);
  });

  it('forbids plugins, framing and foreign form targets', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    // 'self' and the hashes of React Aria's two fixed style elements, never 'unsafe-inline'.
    expect(directive(csp, 'style-src')).toEqual([
      "'self'",
      ...LIBRARY_STYLE_HASHES.map((hash) => `'${hash}'`),
    ]);
  });

  it("lets pages post to the configured procurement systems only (punchout's return)", () => {
    const csp = contentSecurityPolicy({ formActionOrigins: ['https://buy.example.com'] });
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'https://buy.example.com']);
  });

  it('reads PUNCHOUT_RETURN_ORIGINS, defaulting to the local stand-in at its port', () => {
    expect(readConfig({ PORT: '4417' }).punchoutReturnOrigins).toEqual([
      'http://localhost:4417',
      'http://127.0.0.1:4417',
    ]);
    expect(
      readConfig({
        PUNCHOUT_RETURN_ORIGINS: 'https://buy.example.com, javascript:x, https://p.example/path',
      }).punchoutReturnOrigins,
    ).toEqual(['https://buy.example.com']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script type="module">import "/x"</script><script src="/a.js"></script>' +
      '<script type="application/json" id="boot">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([scriptHash('import "/x"')]);
  });
});
