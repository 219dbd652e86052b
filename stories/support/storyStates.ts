/**
 * The states every block story file shows besides its own: each visibility value for the viewer
 * it concerns, and the three viewport classes of the layout (runtime/render/breakpoints.ts).
 * Story files export these under fixed names (Storybook indexes exports statically).
 */
import layoutSettingsJsonSchema from '../../schemas/layoutSettings.schema.json';
import { enumArgType } from './schemaControls';
import type { StoryViewer } from './storySession';

type Viewport = 'mobile' | 'tablet' | 'desktop';

/** A story at one viewport class (the viewports of .storybook/preview.tsx). */
export function atViewport(viewport: Viewport) {
  return { globals: { viewport: { value: viewport, isRotated: false } } };
}

/**
 * A story whose block has `visibility`, seen by `viewer`: shown when the value lets that viewer
 * see it, otherwise the page keeps nothing and the configuration check says why.
 */
export function withVisibility(visibility: string, viewer: StoryViewer) {
  return {
    args: { 'layoutSettings.visibility': visibility },
    globals: { viewer },
  };
}

/**
 * A story whose visibility is a value the schema does not allow: the layout settings validator
 * rejects it, so the storefront renders nothing and the configuration check lists the error.
 */
export function withUnknownVisibility(visibility: string) {
  return {
    args: { 'layoutSettings.visibility': visibility },
    argTypes: {
      'layoutSettings.visibility': enumArgType(
        layoutSettingsJsonSchema.definitions.Visibility.enum,
        [visibility],
      ),
    },
  };
}
