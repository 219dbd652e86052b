import type { TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/**
 * The `storybook` Vitest project: every story in stories/ runs as a test (Storybook's Vitest
 * addon) in headless Debian Chromium. A story fails on a render error, a failing play function or
 * an accessibility violation of serious or critical impact (a11y parameters in .storybook/preview).
 * Loaded on demand so the app's build and dev server never import the test tooling.
 */
/**
 * Every package the stories, blocks and runtime import, pre-bundled before the first story runs.
 * Left to discovery, a package first met mid-run (css-tree behind the sandbox's lazy chunk, the
 * identity library behind the login block) makes Vite re-optimize and reload the page, which
 * leaves two copies of React in the browser and fails every story after it.
 */
const STORY_DEPENDENCIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
  'graphql-request',
  'dompurify',
  'css-tree',
  '@remote-dom/core',
  '@remote-dom/core/elements',
  '@remote-dom/core/receivers',
  '@remote-dom/react/host',
  'aws-amplify',
  'aws-amplify/auth',
  'oauth4webapi',
  'qrcode',
  'papaparse',
  // The upload block's spreadsheet reader and template writer (loaded when a file is chosen).
  'read-excel-file/universal',
  'write-excel-file/universal',
  'msw',
  'msw-storybook-addon',
  'axe-core',
  'react-aria-components',
  '@internationalized/date',
  // The toast's landmark hook (runtime/ui/Toast.tsx).
  'react-aria',
];

export async function storybookProject(): Promise<TestProjectInlineConfiguration> {
  const [{ storybookTest }, { playwright }] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
  ]);
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    optimizeDeps: { include: STORY_DEPENDENCIES },
    test: {
      name: 'storybook',
      sequence: { groupOrder: 2 },
      // One page for all story files: re-loading the preview, the block registry and the MSW worker per
      // file cost more than the stories themselves on the 2-core CI.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
