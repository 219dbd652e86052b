import { chromium, type Browser } from 'playwright-core';

/** Debian's headless Chromium (never a downloaded one), as the browser tests use it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}
