import { BlockRegistrationError } from './blockRegistrationError';

/**
 * Checks a block's migrations: an object of functions keyed by the version each step migrates
 * from, 1 up to the schema's version - 1. With a lazily loaded schema the version is not known at
 * registration (`schemaVersion` undefined): the upper bound is checked once the schema arrives.
 */
export function assertMigrations(
  componentName: string,
  migrations: unknown,
  schemaVersion: number | undefined,
): void {
  if (migrations === undefined) return;
  const fail = (problem: string): never => {
    throw new BlockRegistrationError(componentName, problem);
  };
  if (typeof migrations !== 'object' || migrations === null) fail('migrations must be an object');
  for (const [from, step] of Object.entries(migrations as object)) {
    const version = Number(from);
    if (
      !Number.isInteger(version) ||
      version < 1 ||
      (schemaVersion !== undefined && version >= schemaVersion)
    ) {
      fail(
        schemaVersion === undefined
          ? `has a migration from version ${from}; steps are keyed by the version they migrate from: 1, 2, ...`
          : `has a migration from version ${from}, but its schema is at version ${String(schemaVersion)}: steps go from 1 up to ${String(schemaVersion)} - 1`,
      );
    }
    if (typeof step !== 'function') fail(`its migration from version ${from} is not a function`);
  }
}
