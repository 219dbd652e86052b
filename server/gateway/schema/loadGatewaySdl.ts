import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The SDL lives beside the other shared schemas, so the server and tooling read the same file. */
export const GATEWAY_SDL_PATH = fileURLToPath(
  new URL('../../../schemas/gateway.graphql', import.meta.url),
);

export function loadGatewaySdl(): string {
  return readFileSync(GATEWAY_SDL_PATH, 'utf8');
}
