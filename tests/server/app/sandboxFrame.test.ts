import { describe, expect, it } from 'vitest';
import {
  SANDBOX_FRAME_HTML,
  sandboxFrameCsp,
  sandboxFrameHeaders,
} from '../../../server/app/sandboxFrame';
import { inlineScriptHashes } from '../../../server/app/securityHeaders';

describe('the sandbox frame document', () => {
  it('allows exactly its one inline bootstrap by hash, and nothing to connect to', () => {
    const csp = sandboxFrameCsp();
    const [hash] = inlineScriptHashes(SANDBOX_FRAME_HTML);
    expect(inlineScriptHashes(SANDBOX_FRAME_HTML)).toHaveLength(1);
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'none'",
      'script-src': `'${hash}'`,
      'worker-src': 'blob:',
      'connect-src': "'none'",
      'frame-ancestors': "'self'",
      sandbox: 'allow-scripts',
    });
    expect(csp).not.toMatch(/unsafe-(eval|inline)|allow-same-origin/);
  });

  it('is sent with its own CSP and no X-Frame-Options, so the storefront can frame it', () => {
    const headers = sandboxFrameHeaders();
    expect(headers['Content-Security-Policy']).toBe(sandboxFrameCsp());
    expect(headers).not.toHaveProperty('X-Frame-Options');
  });
});
