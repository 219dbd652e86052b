import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { blockRegistrationsOnly } from './blockRegistrationsOnly.ts';

/**
 * Storybook shares the app's Vite config (vite.config.ts is picked up by the framework: the
 * validator compiler, the graphql stub and React), its stylesheets (preview.tsx) and its block
 * registrations (blocks/index.ts, without the start call). No network: telemetry, the version
 * check and the what's-new feed are off, and the MSW worker script is served from .storybook/public.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../server/app/org-static', to: '/static' }, './public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [blockRegistrationsOnly()] }),
};

export default config;
