/**
 * `npm run bench:load` (issue 22): the production server under concurrent clients on loopback.
 *
 * Starts `server/app/main.ts` as its own process (on a fresh embedded database in a temporary
 * directory, so its memory is measured apart from the load generator's) and runs autocannon
 * against it for each scenario at 10 and 100 clients:
 *
 * - guest home: `GET /` on the guest storefront (server-rendered, cacheable page);
 * - catalogue query: the guest catalogue's `retrieveCatalogNG` makeCall through the gateway,
 *   exactly as the runtime's client sends it (the body is captured from the client);
 * - cart update: `updateQLI` of one line of a guest cart (a write: the CRM's row lock and a
 *   quote recalculation per request).
 *
 * Each scenario runs on two topologies (BENCH_LOAD_TOPOLOGY=embedded|postgres|all, default all):
 *
 * - embedded: one instance on its embedded database (PGlite);
 * - postgres: two instances over one PostgreSQL server (Debian's `postgresql` package, started by
 *   `scripts/support/localPostgres.ts` in a temporary directory) behind a small round-robin proxy
 *   (`scripts/support/roundRobinProxy.ts`), as `docs/deployment.md` describes production. The
 *   instances run without the local identity stand-ins (they cannot be shared; the scenarios are
 *   a guest's).
 *
 * Prints requests per second (and per core), p50, p99, errors and non-2xx answers, and the
 * servers' resident memory (summed over instances) sampled every 100 ms from /proc: at the end of
 * the start-up (a fresh embedded database runs initdb in a second WebAssembly instance, about
 * 430 MB, freed at a later garbage collection), its peak through the load, and 2 s after it.
 * BENCH_LOAD_SECONDS (10) sets each run's length. Loopback only; nothing leaves the machine.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { createGatewayClient, makeCall, type GatewayConnection } from '../../runtime/gateway/index';
import { saveItemsToQuote, updateQuantities } from '../../runtime/domain/cart/cartCalls';
import { DEFAULT_GATEWAY_API_KEY, DEMO_STOREFRONTS } from '../../server/shared/demo';
import { postgresBinDir, startLocalPostgres, type LocalPostgres } from '../support/localPostgres';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/roundRobinProxy';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 5290);
/** The local PostgreSQL server's port (the two-instance topology). */
const POSTGRES_PORT = Number(process.env.BENCH_LOAD_POSTGRES_PORT ?? PORT + 10);
const CLIENTS = [10, 100] as const;
const GUEST = DEMO_STOREFRONTS.guest;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Outcome {
  scenario: string;
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function residentKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The runtime's own client, pointed at the server, records the bodies it sends as a guest. */
function guestConnection(origin: string, sent: string[]): GatewayConnection {
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push(await request.clone().text());
    return fetch(request);
  };
  return {
    client: createGatewayClient(`${origin}/graphql`, DEFAULT_GATEWAY_API_KEY, {
      fetch: recordingFetch,
    }),
    session: () => ({
      domain: GUEST.domain,
      accessToken: null,
      activeStorefront: {
        accountId: GUEST.guestAccountId,
        userType: 'AWSGuest',
        contactId: null,
      },
      indirectBuyerAccountId: null,
    }),
    sleep: async () => {},
  };
}

async function captureBodies(
  origin: string,
): Promise<{ catalogue: string; cartUpdate: string | null }> {
  const sent: string[] = [];
  const connection = guestConnection(origin, sent);
  await makeCall(connection, {
    base: 'ecommerce',
    type: 'retrieveCatalogNG',
    method: 'POST',
    payload: { jsonData: JSON.stringify({ searchText: 'CD4', pageSize: 24 }) },
  });
  const catalogue = sent.at(-1)!;
  // A guest cart with one line, whose quantity the cart update scenario sets again and again.
  let cartUpdate: string | null = null;
  try {
    const page = await makeCall<{ lstItems: { itemId: string }[] }>(connection, {
      base: 'ecommerce',
      type: 'retrieveCatalogNG',
      method: 'POST',
      payload: { jsonData: JSON.stringify({ pageSize: 1 }) },
    });
    const itemId = page.lstItems[0]?.itemId;
    if (!itemId) throw new Error('the guest catalogue answered no item');
    const cart = await saveItemsToQuote(connection, [{ itemId, qty: 1 }]);
    const lineId = cart?.lineItems[0]?.id;
    if (!lineId) throw new Error('the guest cart has no line');
    await updateQuantities(connection, [{ lineId, qty: 2 }]);
    cartUpdate = sent.at(-1)!;
  } catch (error) {
    console.warn(`cart update scenario left out: ${(error as Error).message}`);
  }
  return { catalogue, cartUpdate };
}

function run(origin: string, scenario: Scenario, clients: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}${scenario.path}`,
        method: scenario.method,
        connections: clients,
        duration: SECONDS,
        headers: {
          host: GUEST.domain,
          'accept-encoding': 'br, gzip',
          ...(scenario.body
            ? { 'content-type': 'application/json', 'x-api-key': DEFAULT_GATEWAY_API_KEY }
            : {}),
        },
        body: scenario.body,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          scenario: scenario.name,
          clients,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });
}

interface Topology {
  name: string;
  /** Where the load goes: the one instance, or the proxy in front of several. */
  origin: string;
  instances: ServerProcess[];
  describe(): string;
  stop(): Promise<void>;
}

/**
 * What is started and not yet stopped (servers, the PostgreSQL cluster): Ctrl-C stops it too,
 * also halfway through a topology's start, so nothing outlives the bench.
 */
const running = new Set<() => Promise<void> | void>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const stops = [...running].reverse();
    running.clear();
    void stops
      .reduce<Promise<void>>(
        (done, stop) => done.then(() => stop()).catch(() => undefined),
        Promise.resolve(),
      )
      .finally(() => process.exit(130));
  });
}

/** Registers `stop` for Ctrl-C; the function returned stops once and forgets it. */
function stopOnSignal(stop: () => Promise<void> | void): () => Promise<void> {
  running.add(stop);
  return async () => {
    if (running.delete(stop)) await stop();
  };
}

async function startTrackedServer(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const server = await startServerProcess(port, env);
  return { ...server, stop: stopOnSignal(() => server.stop()) };
}

async function embeddedTopology(): Promise<Topology> {
  const instance = await startTrackedServer(PORT, { NODE_ENV: 'production' });
  return {
    name: 'one instance, embedded database',
    origin: instance.origin,
    instances: [instance],
    describe: () => '',
    stop: () => instance.stop(),
  };
}

async function postgresTopology(): Promise<Topology> {
  const cluster = startLocalPostgres(POSTGRES_PORT);
  const stopCluster = stopOnSignal(() => cluster.stop());
  const postgres: LocalPostgres = { url: cluster.url, stop: () => void stopCluster() };
  const instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy | null = null;
  try {
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      BLOCKFRONT_LOCAL_IDENTITY: '0',
    };
    // The first start migrates and seeds (an advisory lock would also keep concurrent starts apart).
    instances.push(await startTrackedServer(PORT + 1, shared));
    instances.push(await startTrackedServer(PORT + 2, shared));
    proxy = await startRoundRobinProxy(
      instances.map((instance) => instance.port),
      PORT,
    );
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    postgres.stop();
    throw error;
  }
  const balancer = proxy;
  return {
    name: 'two instances over one PostgreSQL, round-robin proxy',
    origin: `http://127.0.0.1:${balancer.port}`,
    instances,
    describe: () => `Requests per instance: ${balancer.forwarded().join(' / ')}.`,
    stop: async () => {
      await balancer.close();
      await Promise.all(instances.map((instance) => instance.stop()));
      postgres.stop();
    },
  };
}

function chosenTopologies(): Array<() => Promise<Topology>> {
  const wanted = process.env.BENCH_LOAD_TOPOLOGY ?? 'all';
  const withPostgres = wanted === 'postgres' || (wanted === 'all' && postgresBinDir() !== null);
  if (wanted === 'all' && !withPostgres) {
    console.warn(
      'PostgreSQL is not installed (apt-get install -y postgresql): the two-instance topology is left out.',
    );
  }
  return [
    ...(wanted === 'embedded' || wanted === 'all' ? [embeddedTopology] : []),
    ...(withPostgres ? [postgresTopology] : []),
  ];
}

async function measure(start: () => Promise<Topology>): Promise<void> {
  const topology = await start();
  const totalResidentKb = () =>
    topology.instances.reduce((sum, instance) => sum + residentKb(instance.child.pid!), 0);
  let peakKb = 0;
  let sampling = false;
  const sampler = setInterval(() => {
    if (sampling) peakKb = Math.max(peakKb, totalResidentKb());
  }, 100);
  try {
    const bodies = await captureBodies(topology.origin);
    const scenarios: Scenario[] = [
      { name: 'guest home', method: 'GET', path: '/' },
      { name: 'catalogue query', method: 'POST', path: '/graphql', body: bodies.catalogue },
      ...(bodies.cartUpdate
        ? [
            {
              name: 'cart update',
              method: 'POST' as const,
              path: '/graphql',
              body: bodies.cartUpdate,
            },
          ]
        : []),
    ];
    const outcomes: Outcome[] = [];
    const idleKb = totalResidentKb();
    peakKb = idleKb;
    sampling = true;
    for (const scenario of scenarios) {
      for (const clients of CLIENTS) outcomes.push(await run(topology.origin, scenario, clients));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    sampling = false;
    const afterKb = totalResidentKb();
    const cores = os.cpus().length;
    console.log(
      `\nLoad on loopback, ${SECONDS} s per run, ${topology.name}, ${cores} cores, load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}:`,
    );
    console.log(
      '| scenario        | clients | req/s  | req/s per core | p50     | p99     | errors | non-2xx |',
    );
    console.log(
      '| --------------- | ------- | ------ | -------------- | ------- | ------- | ------ | ------- |',
    );
    for (const o of outcomes) {
      console.log(
        `| ${o.scenario.padEnd(15)} | ${String(o.clients).padStart(7)} | ${o.rps.toFixed(0).padStart(6)} | ${(o.rps / cores).toFixed(0).padStart(14)} | ${`${o.p50} ms`.padStart(7)} | ${`${o.p99} ms`.padStart(7)} | ${String(o.errors).padStart(6)} | ${String(o.non2xx).padStart(7)} |`,
      );
    }
    console.log(
      `Server memory (${topology.instances.length} instance${topology.instances.length > 1 ? 's' : ''}): ${(idleKb / 1024).toFixed(0)} MB before the load, peak ${(peakKb / 1024).toFixed(0)} MB through it, ${(afterKb / 1024).toFixed(0)} MB 2 s after it. ${topology.describe()}`,
    );
  } finally {
    clearInterval(sampler);
    await topology.stop();
  }
}

async function main(): Promise<void> {
  for (const start of chosenTopologies()) await measure(start);
}

await main();
