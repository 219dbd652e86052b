import { describe, expect, it } from 'vitest';
import { scriptProblem } from '../../../runtime/sandbox/scriptProblem';

/** customJS that tries to end the function it is wrapped in and run before the runtime starts. */
const BREAKOUTS = [
  '}; self.stolen = 1; (function () {',
  '}); self.stolen = 1; (function () {',
  '} self.stolen = 1; function again() {',
  '};\nself.stolen = 1;\nself.__bfMain = function () {',
  'blockfront.render({ type: "text", text: "hi" }) }; self.stolen = 1; {',
  '/*',
  '`',
  '"unclosed',
  '/unclosed regex',
  '#!/usr/bin/env node\nblockfront.toast("x")',
  '}//',
  'return; }',
  'with (self) { stolen = 1 }',
  'delete self;',
];

const SCRIPTS = [
  "blockfront.render({ type: 'text', text: 'Hello' });",
  "const { textAlign } = blockfront.configuration;\nblockfront.render({ type: 'stack', children: [] });",
  "async function add() { await blockfront.addToCart({ productId: 'a1', quantity: 1 }); }\nblockfront.render({ type: 'button', text: 'Add', onPress: add });",
  "if (!blockfront.signedIn) return;\nblockfront.toast('Welcome back');",
  "blockfront.toast('no newline at the end') // a comment",
  "const brace = '}'; const re = /}/; const t = `}${brace}`; /* } */ blockfront.toast(brace);",
  "x = 1 <!-- }; self.stolen = 1; function y() {\nblockfront.toast('an HTML-like comment hides the rest of its line')",
];

describe('customJS is parsed as one whole program before it is wrapped (issue 14)', () => {
  it.each(BREAKOUTS)('refuses %j', (code) => {
    expect(scriptProblem(code)).toMatch(
      /not a whole program|body of a strict function|closes the function/,
    );
  });

  it.each(SCRIPTS)('accepts %j', (code) => {
    expect(scriptProblem(code)).toBeNull();
  });

  it('says where the parser stopped', () => {
    expect(scriptProblem('}; self.stolen = 1; (function () {')).toBe(
      'the script is not a whole program (Unexpected token (1:0))',
    );
  });
});
