import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Button,
  DateInput,
  type DateInputProps,
  DatePicker,
  DateSegment,
  Group,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { LIBRARY_STYLE_ATTRIBUTES } from '../../../server/app/libraryStyleAttributes';
import { styleAttributeHashes } from '../../../server/app/securityHeaders';
import { allowedStyleAttribute } from '../../../server/app/styleAttributePolicy';

/** The style attributes of server-rendered HTML that pin an element with `position:fixed`. */
function fixedStyles(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((value) => /position:fixed/.test(value));
}

/** A date field's segments, as runtime/ui's DatePicker draws them. */
const segments: DateInputProps['children'] = (segment) => h(DateSegment, { segment });

/** A named date field and a named select, as runtime/ui's DatePicker and Select render them. */
const datePicker = h(
  DatePicker,
  { name: 'placedFrom', 'aria-label': 'Placed from' },
  h(Label, null, 'Placed from'),
  h(Group, null, h(DateInput, { children: segments }), h(Button, null, 'Open')),
);
const select = h(
  Select,
  { name: 'status', 'aria-label': 'Status', defaultSelectedKey: 'all' },
  h(Label, null, 'Status'),
  h(Button, null, h(SelectValue)),
  h(Popover, null, h(ListBox, null, h(ListBoxItem, { id: 'all' }, 'All statuses'))),
);

describe("React Aria's hidden form controls on a server-rendered page", () => {
  it('carry exactly the fixed texts the CSP allows (an upgrade that changes them fails here)', () => {
    const styles = [
      ...fixedStyles(renderToString(datePicker)),
      ...fixedStyles(renderToString(select)),
    ];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(LIBRARY_STYLE_ATTRIBUTES).toContain(style);
  });

  it('are hashed into style-src-attr, so the native inputs stay hidden', () => {
    const html = renderToString(datePicker);
    const hashes = styleAttributeHashes(html);
    expect(hashes.length).toBe(
      new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1])).size,
    );
  });

  it('open no door for other fixed positioning: any other text is still refused', () => {
    const [library] = [...LIBRARY_STYLE_ATTRIBUTES];
    expect(allowedStyleAttribute(library!)).toBe(true);
    expect(allowedStyleAttribute(`${library};z-index:9999`)).toBe(false);
    expect(allowedStyleAttribute(library!.replace('height:1px', 'height:100vh'))).toBe(false);
    expect(allowedStyleAttribute('position:fixed;top:0;left:0')).toBe(false);
  });
});
