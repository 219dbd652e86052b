/**
 * Page layouts (spec 000 section 2): `default` shows the template's header, content and footer;
 * `nonavigation` leaves out the header (the navigation); `wrapperless` shows the content alone.
 */
export type PageLayout = 'default' | 'nonavigation' | 'wrapperless';

export const DEFAULT_LAYOUT: PageLayout = 'default';

/** Route metadata (react-router `handle`) the layout is chosen by. */
export interface RouteHandle {
  layout?: PageLayout;
}

/** The sections a layout shows, in the render pipeline's section names. */
export function layoutSections(layout: PageLayout): readonly string[] {
  if (layout === 'wrapperless') return ['Content'];
  if (layout === 'nonavigation') return ['Content', 'Footer'];
  return ['Header', 'Content', 'Footer'];
}
