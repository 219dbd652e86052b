import { describe, expect, it } from 'vitest';
import { pageCustomCss } from '../../../runtime/ssr/pageCustomCss';
import { seededLayout, storedBlock } from '../render/fixtures';

const BLOCKS = [
  storedBlock({ blockId: 'shown', customCSS: 'h2 { color: #0a7c72 } @import url(x.css);' }),
  storedBlock({ blockId: 'plain' }),
  storedBlock({
    blockId: 'members',
    customCSS: 'h2 { color: red }',
    layoutSettings: seededLayout({ visibility: 'AUTHENTICATED' }),
  }),
  storedBlock({ blockId: 'host-only', customCSS: ':host { padding: 4px }' }),
];

describe("the server's sanitized copy of the blocks' customCSS", () => {
  it("is each guest-visible block's rules: the page copy scoped to its wrapper, the shadow copy for its sandbox", () => {
    const sheets = pageCustomCss(BLOCKS, { isGuest: true });
    expect(sheets.map((sheet) => sheet.blockId)).toEqual(['shown', 'host-only']);
    const [shown, hostOnly] = sheets;
    expect(shown!.css).toContain('[data-block-id="shown"] h2{color:#0a7c72}');
    expect(shown!.css).not.toContain('@import');
    expect(shown!.shadowCss).toContain('h2{color:#0a7c72}');
    expect(shown!.shadowCss).not.toContain('@import');
    expect(shown!.issues.join(' ')).toContain('@import');
    // `:host` rules style the sandbox's box only: nothing for the page, all for the shadow root.
    expect(hostOnly!.css.trim()).toBe('');
    expect(hostOnly!.shadowCss).toContain(':host{padding:4px}');
  });

  it("includes a signed-in visitor's members-only blocks", () => {
    const sheets = pageCustomCss(BLOCKS, { isGuest: false });
    expect(sheets.map((sheet) => sheet.blockId)).toEqual(['shown', 'members', 'host-only']);
    expect(sheets[1]!.css).toContain('[data-block-id="members"] h2{color:red}');
  });
});
