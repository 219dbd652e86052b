/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, for the load bench's
 * several-instances topology and the test that two instances share one database: a fresh cluster
 * in a temporary directory, listening on loopback only, stopped and deleted afterwards.
 *
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the package's `postgres`
 * user and its commands run through `runuser`.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  stop(): void;
}

const PACKAGE_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or null when the package is not installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(PACKAGE_ROOT)) return null;
  const versions = readdirSync(PACKAGE_ROOT)
    .filter((name) => existsSync(path.join(PACKAGE_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(PACKAGE_ROOT, versions[0], 'bin') : null;
}

function postgresUserIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Starts a cluster on `port` (fsync off: the data is thrown away); throws when none is installed. */
export function startLocalPostgres(port: number): LocalPostgres {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      "PostgreSQL is not installed: `apt-get install -y postgresql` (Debian's package) first.",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    try {
      execFileSync(file, fileArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
    } catch (error) {
      const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
      throw new Error(`${command} failed: ${stderr || (error as Error).message}`);
    }
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  try {
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    // The server's own reason (a port already taken, say) is in its log.
    const log = existsSync(path.join(dir, 'server.log'))
      ? readFileSync(path.join(dir, 'server.log'), 'utf8').trim().split('\n').slice(-3).join('\n')
      : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
