import { readConfig } from './config';
import { startServer } from './startServer';

const config = readConfig();
const started = Date.now();
const running = await startServer(config);
console.log(
  `Blockfront ${config.dev ? '(dev, HMR)' : ''} ready in ${Date.now() - started} ms on port ${running.port}\n` +
    `  http://guest.localhost:${running.port}/   guest-capable storefront\n` +
    `  http://portal.localhost:${running.port}/  login-required storefront\n` +
    `  http://sso.localhost:${running.port}/     single sign-on storefront\n` +
    `  http://legacy.localhost:${running.port}/  legacy brand site (301 redirects)`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
