import { describe, expect, it } from 'vitest';
import { pageCustomCss } from '../../../runtime/ssr/pageCustomCss';
import { seededLayout, storedBlock } from '../render/fixtures';

describe("the server's page copy of the blocks' customCSS", () => {
  it("is each guest-visible block's sanitized rules, scoped to its wrapper", () => {
    const sheets = pageCustomCss([
      storedBlock({ blockId: 'shown', customCSS: 'h2 { color: #0a7c72 } @import url(x.css);' }),
      storedBlock({ blockId: 'plain' }),
      storedBlock({
        blockId: 'members',
        customCSS: 'h2 { color: red }',
        layoutSettings: seededLayout({ visibility: 'AUTHENTICATED' }),
      }),
      storedBlock({ blockId: 'host-only', customCSS: ':host { padding: 4px }' }),
    ]);
    expect(sheets.map((sheet) => sheet.blockId)).toEqual(['shown']);
    expect(sheets[0]!.css).toContain('[data-block-id="shown"] h2{color:#0a7c72}');
    expect(sheets[0]!.css).not.toContain('@import');
  });
});
