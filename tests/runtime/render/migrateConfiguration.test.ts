import { describe, expect, it, vi } from 'vitest';
import {
  migrateConfiguration,
  type Migrations,
} from '../../../runtime/render/migrateConfiguration';

const migrations: Migrations = {
  // v1 -> v2: `title` was renamed `heading`.
  1: ({ title, ...rest }) => ({ ...rest, heading: title }),
  // v2 -> v3: `cta` became `primaryButton`.
  2: ({ cta, ...rest }) => ({ ...rest, primaryButton: cta }),
};

describe('migrateConfiguration', () => {
  it('returns the configuration untouched at the current version', () => {
    const configuration = { heading: 'x' };
    expect(migrateConfiguration(configuration, 3, migrations, 3)).toEqual({
      ok: true,
      configuration,
    });
    const result = migrateConfiguration(configuration, 3, migrations, 3);
    expect(result.ok && result.configuration).toBe(configuration);
  });

  it('runs every step from the stored version, in order', () => {
    expect(migrateConfiguration({ title: 'Hi', cta: 'Go' }, 1, migrations, 3)).toEqual({
      ok: true,
      configuration: { heading: 'Hi', primaryButton: 'Go' },
    });
    expect(migrateConfiguration({ heading: 'Hi', cta: 'Go' }, 2, migrations, 3)).toEqual({
      ok: true,
      configuration: { heading: 'Hi', primaryButton: 'Go' },
    });
  });

  it('treats an absent stored version as version 1', () => {
    expect(migrateConfiguration({ title: 'Hi' }, undefined, migrations, 2)).toEqual({
      ok: true,
      configuration: { heading: 'Hi' },
    });
    expect(migrateConfiguration({ title: 'Hi' }, null, migrations, 2)).toMatchObject({ ok: true });
  });

  it('never mutates the stored object, even when a step does', () => {
    const stored = { title: 'Hi', nested: { a: 1 } };
    const mutating: Migrations = {
      1: (configuration) => {
        (configuration.nested as { a: number }).a = 2;
        return configuration;
      },
    };
    expect(migrateConfiguration(stored, 1, mutating, 2)).toEqual({
      ok: true,
      configuration: { title: 'Hi', nested: { a: 2 } },
    });
    expect(stored).toEqual({ title: 'Hi', nested: { a: 1 } });
  });

  it.each([
    [1, {}, 3, 'no migration from schemaVersion 1 to 2 is registered (stored 1, current 3)'],
    [1, { 1: migrations[1] }, 3, 'no migration from schemaVersion 2 to 3 is registered'],
    [4, migrations, 3, 'stored schemaVersion 4 is newer than this build'],
    [0, migrations, 3, 'stored schemaVersion 0 is not a version'],
    [1.5, migrations, 3, 'stored schemaVersion 1.5 is not a version'],
  ])('stored %s with %j to %s fails: %s', (stored, steps, target, message) => {
    const result = migrateConfiguration({ title: 'x' }, stored, steps as Migrations, target);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
  });

  it('fails without migrations at all when the versions differ', () => {
    expect(migrateConfiguration({}, 1, undefined, 2)).toMatchObject({
      ok: false,
      error: expect.stringContaining('no migration from schemaVersion 1 to 2'),
    });
  });

  it('names the step that throws or returns a non-object', () => {
    const throwing: Migrations = {
      1: () => {
        throw new Error('boom');
      },
    };
    expect(migrateConfiguration({}, 1, throwing, 2)).toEqual({
      ok: false,
      error: 'migration from schemaVersion 1 to 2 failed: boom',
    });
    const returnsNothing = { 1: vi.fn() } as unknown as Migrations;
    expect(migrateConfiguration({}, 1, returnsNothing, 2)).toEqual({
      ok: false,
      error: 'migration from schemaVersion 1 to 2 did not return an object',
    });
  });

  it('refuses to migrate something that is not an object', () => {
    expect(migrateConfiguration('x', 1, migrations, 2)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not an object'),
    });
  });
});
