import type { TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/**
 * The `storybook` Vitest project: every story in stories/ runs as a test (Storybook's Vitest
 * addon) in headless Debian Chromium. A story fails on a render error, a failing play function or
 * an accessibility violation of serious or critical impact (a11y parameters in .storybook/preview).
 * Loaded on demand so the app's build and dev server never import the test tooling.
 */
export async function storybookProject(): Promise<TestProjectInlineConfiguration> {
  const [{ storybookTest }, { playwright }] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
  ]);
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
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
