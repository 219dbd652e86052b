import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docker is not installed where the tests run, so the image is checked where it can go wrong
 * without it: the commands it runs are the README's and exist in package.json, and every path the
 * runtime stage copies exists in the repository.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const of = (keyword: string) =>
  instructions.filter((line) => line.toUpperCase().startsWith(`${keyword} `));

/** `npm run x` and `npm start`/`npm test` name scripts; `npm ci` is npm's own. */
function scriptsNamed(command: string): string[] {
  const names: string[] = [];
  for (const match of command.matchAll(/npm\s+(run\s+([\w:-]+)|start|test)\b/g))
    names.push(match[2] ?? match[1]!);
  return names;
}

describe('the Dockerfile', () => {
  it('installs with npm ci and builds with a package.json script', () => {
    const runs = of('RUN').join('\n');
    expect(runs).toMatch(/npm ci\b/);
    expect(runs).toMatch(/npm ci --omit=dev/);
    const built = scriptsNamed(runs);
    expect(built).toContain('build');
    for (const name of built) expect(scripts, `npm run ${name}`).toHaveProperty(name);
    expect(scripts.build).toMatch(/vite build/);
  });

  it('starts the production server with npm start, as a non-root user, with a health check', () => {
    const [cmd] = of('CMD').slice(-1);
    expect(cmd).toBe('CMD ["npm", "start"]');
    expect(scripts.start).toMatch(/server\/app\/main\.ts/);
    const users = of('USER');
    expect(users.at(-1)).toMatch(/^USER (?!root\b|0\b)\S+/);
    const [healthcheck] = of('HEALTHCHECK');
    expect(healthcheck).toContain('/healthz');
    const app = readFileSync(path.join(root, 'server/app/createApp.ts'), 'utf8');
    expect(app).toContain("app.get('/healthz'");
  });

  it('copies into the runtime stage only paths that exist, dist included', () => {
    const copies = of('COPY').filter((line) => line.includes('--from=build'));
    const sources = copies.flatMap((line) =>
      line
        .split(/\s+/)
        .slice(1, -1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => part.replace(/^\/app\/?/, '')),
    );
    expect(sources).toContain('dist');
    for (const source of sources.filter((s) => s !== 'dist'))
      expect(existsSync(path.join(root, source)), source).toBe(true);
  });

  it('keeps secrets, local data and installed modules out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', '.data', '.env', 'dist', '.git'])
      expect(ignored).toContain(entry);
  });
});
