import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook shares the app's Vite config (vite.config.ts is picked up by the framework). */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../server/app/org-static', to: '/static' }],
  core: { disableTelemetry: true },
};

export default config;
