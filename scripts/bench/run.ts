/**
 * `npm run bench`: benchmarks of the local stack, reported as medians of several runs because
 * these machines are noisy. Results are recorded by hand in docs/benchmarks.md.
 *
 * Foundation figures: cold start (fresh data dir: migrate + seed + user pool) and warm start to a
 * ready /healthz, and the latency of the two requests of a cold guest page (the HTML with its
 * inlined domain details, then getTemplateBlock).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/app/config';
import { startServer, type RunningServer } from '../../server/app/startServer';
import { DEFAULT_GATEWAY_API_KEY, DEMO_STOREFRONTS } from '../../server/shared/demo';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function start(dataDir: string): Promise<{ server: RunningServer; ms: number }> {
  const begin = performance.now();
  const server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
  return { server, ms: performance.now() - begin };
}

interface Sent {
  status: number;
  body: string;
}

/**
 * A request to the server on loopback with the storefront's Host header (Node's fetch neither
 * resolves `*.localhost` everywhere nor lets a caller set Host).
 */
function send(port: number, path: string, host: string, body?: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { host };
    if (body)
      Object.assign(headers, {
        'content-type': 'application/json',
        'x-api-key': DEFAULT_GATEWAY_API_KEY,
      });
    const request = http.request(
      { host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers, agent: keepAlive },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function timeRequests(label: string, request: () => Promise<Sent>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const begin = performance.now();
    const response = await request();
    if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
    samples.push(performance.now() - begin);
  }
  return samples;
}

async function main(): Promise<void> {
  const cold: number[] = [];
  const warm: number[] = [];
  const htmlP50: number[] = [];
  const blocksP50: number[] = [];
  const blocksP95: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-'));
    try {
      const first = await start(dataDir);
      cold.push(first.ms);
      await first.server.close();
      const second = await start(dataDir);
      warm.push(second.ms);
      const port = second.server.port;
      const host = DEMO_STOREFRONTS.guest.domain;
      const html = await timeRequests('html', () => send(port, '/', host));
      const page = (await send(port, '/', host)).body;
      const boot = JSON.parse(/id="blockfront-boot">(.*?)<\/script>/s.exec(page)![1]!) as {
        metaItems: { key: string; value: string; templateId: string }[];
      };
      const home = boot.metaItems.find(
        (m) => m.key === 'templateDetails' && JSON.parse(m.value).portalHome,
      )!;
      const body = JSON.stringify({
        query:
          'query($s: ID!, $t: ID!) { getTemplateBlock(storefrontId: $s, templateId: $t) { blocks } }',
        variables: { s: DEMO_STOREFRONTS.guest.storefrontId, t: home.templateId },
      });
      const blocks = await timeRequests('getTemplateBlock', () =>
        send(port, '/graphql', host, body),
      );
      htmlP50.push(median(html));
      blocksP50.push(median(blocks));
      blocksP95.push(percentile(blocks, 95));
      await second.server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const fmt = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`Local stack, median of ${RUNS} runs (${REQUESTS} requests per run for latencies):`);
  console.log(`  cold start to ready (migrate + seed + user pool): ${fmt(median(cold))}`);
  console.log(`  warm start to ready:                              ${fmt(median(warm))}`);
  console.log(`  guest page HTML with inlined domain details, p50: ${fmt(median(htmlP50))}`);
  console.log(`  getTemplateBlock (home), p50:                     ${fmt(median(blocksP50))}`);
  console.log(`  getTemplateBlock (home), p95:                     ${fmt(median(blocksP95))}`);
  keepAlive.destroy();
}

await main();
