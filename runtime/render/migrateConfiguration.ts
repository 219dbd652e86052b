/** Brings a configuration from one schema version to the next; must return a new object. */
export type Migration = (configuration: Record<string, unknown>) => Record<string, unknown>;

/** Keyed by the version a step migrates from: `{ 1: v1ToV2, 2: v2ToV3 }`. */
export type Migrations = Readonly<Record<number, Migration>>;

export type MigrationResult = { ok: true; configuration: unknown } | { ok: false; error: string };

/**
 * Brings a stored configuration forward to `targetVersion` (the block schema's `schemaVersion`),
 * one registered step at a time: a block stored at version 1 of a version-3 schema runs steps 1
 * then 2. A missing step, a stored version newer than this build knows, or a step that throws is an
 * error naming the version, so the dev placeholder says what to register. A stored version that is
 * absent counts as 1, the first version of every schema. The stored object is cloned before the
 * first step: it is cached query data, and a step that mutated it would corrupt every later render.
 */
export function migrateConfiguration(
  configuration: unknown,
  storedVersion: number | null | undefined,
  migrations: Migrations | undefined,
  targetVersion: number,
): MigrationResult {
  const from = storedVersion ?? 1;
  if (!Number.isInteger(from) || from < 1) {
    return {
      ok: false,
      error: `stored schemaVersion ${String(storedVersion)} is not a version (1, 2, ...)`,
    };
  }
  if (from === targetVersion) return { ok: true, configuration };
  if (from > targetVersion) {
    return {
      ok: false,
      error: `stored schemaVersion ${from} is newer than this build's schema (version ${targetVersion})`,
    };
  }
  if (configuration === null || typeof configuration !== 'object' || Array.isArray(configuration)) {
    return {
      ok: false,
      error: `cannot migrate from version ${from}: the configuration is not an object`,
    };
  }
  let current = structuredClone(configuration) as Record<string, unknown>;
  for (let version = from; version < targetVersion; version++) {
    const step = migrations?.[version];
    if (typeof step !== 'function') {
      return {
        ok: false,
        error: `no migration from schemaVersion ${version} to ${version + 1} is registered (stored ${from}, current ${targetVersion})`,
      };
    }
    try {
      current = step(current);
    } catch (error) {
      return {
        ok: false,
        error: `migration from schemaVersion ${version} to ${version + 1} failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (current === null || typeof current !== 'object' || Array.isArray(current)) {
      return {
        ok: false,
        error: `migration from schemaVersion ${version} to ${version + 1} did not return an object`,
      };
    }
  }
  return { ok: true, configuration: current };
}
