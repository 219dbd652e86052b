import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { useLayoutEffect } from 'react';
import type { RunOptions } from 'axe-core';
import '../runtime/app/base.css';
import '../runtime/ui/ui.css';
import '../blocks/blocks.css';
import '../server/app/org-static/org-cellaris/org.css';
import { mergeThemes, themeToCss } from '../server/app/theme';
import { ORGANIZATION_THEME, STOREFRONT_THEMES } from '../server/db/seed/organization';
import { seedGatewayHandler } from '../stories/support/gatewayHandlers';
import { StoryProviders } from '../stories/support/StoryProviders';
import { assertNoCrashedBlock, preloadStoryBlocks } from '../stories/support/storyChecks';
import type { StoryViewer } from '../stories/support/storySession';
import './storybook.css';

// The first story of a file waits for its block's chunk, validator and in-memory CRM; on the
// 2-core CI that took longer than Testing Library's default 1 s once (billingAccount, session 7).
// The queries still have to find what they look for.
configure({ asyncUtilTimeout: 5000 });

/**
 * The theme stylesheet the server writes for the storefront the viewer is on (server/app/theme.ts,
 * from the seed's organisation and storefront themes): the guest storefront for a guest, the
 * customer portal for a signed-in user.
 */
function useStorefrontTheme(viewer: StoryViewer) {
  useLayoutEffect(() => {
    const storefront = viewer === 'signedIn' ? 'portal' : 'guest';
    const css = themeToCss(mergeThemes(ORGANIZATION_THEME, STOREFRONT_THEMES[storefront]));
    let style = document.getElementById('bf-story-theme');
    if (!style) {
      style = document.createElement('style');
      style.id = 'bf-story-theme';
      document.head.append(style);
    }
    style.textContent = css;
  }, [viewer]);
}

const withStorefront: Decorator = (Story, context) => {
  const viewer = (context.globals.viewer as StoryViewer | undefined) ?? 'guest';
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a decorator renders as a component
  useStorefrontTheme(viewer);
  return (
    <StoryProviders
      key={`${viewer}:${context.id}`}
      viewer={viewer}
      path={(context.parameters.path as string | undefined) ?? '/'}
    >
      <Story />
    </StoryProviders>
  );
};

// axe-core keeps unknown run options in results.toolOptions; the a11y addon's Vitest matcher
// fails only on violations of these impacts (moderate and minor ones show in the panel).
const a11yOptions = { impactLevels: ['serious', 'critical'] } as RunOptions;

const preview: Preview = {
  decorators: [withStorefront],
  loaders: [
    mswLoader(),
    ({ parameters }) =>
      preloadStoryBlocks(parameters.componentName ? [parameters.componentName as string] : []),
  ],
  afterEach: ({ canvasElement }) => assertNoCrashedBlock(canvasElement),
  tags: ['autodocs'],
  globalTypes: {
    viewer: {
      description: 'Who looks at the page: block visibility and the gateway session',
      toolbar: {
        title: 'Viewer',
        icon: 'user',
        items: [
          { value: 'guest', title: 'Guest' },
          { value: 'signedIn', title: 'Signed in (AWSManager)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { viewer: 'guest' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { gateway: [seedGatewayHandler] } },
    a11y: { test: 'error', options: a11yOptions },
    viewport: {
      options: {
        mobile: { name: 'Mobile (< 768)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768-1023)', styles: { width: '834px', height: '1000px' } },
        desktop: { name: 'Desktop (>= 1024)', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};

export default preview;
