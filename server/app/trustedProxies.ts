import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The internal header that carries the client's address from the Node listener to the parts
 * (the user pool's throttling reads it). Whatever a client sends under this name is dropped.
 */
export const CLIENT_ADDRESS_HEADER = 'x-blockfront-client-address';

/** Headers a reverse proxy sets; believed only from a trusted proxy. */
const FORWARDED_HEADERS = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
]);

const LOOPBACK = ['127.0.0.1', '::1'];

/**
 * `TRUST_PROXY`: the addresses of the reverse proxies in front of the server, comma-separated;
 * `loopback` names 127.0.0.1 and ::1. Empty or unset (the default): no proxy is trusted and every
 * `Forwarded`/`X-Forwarded-*` header is dropped. A bad entry stops start-up.
 */
export function parseTrustProxy(value: string | undefined): ReadonlySet<string> {
  const trusted = new Set<string>();
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') LOOPBACK.forEach((address) => trusted.add(address));
    else if (isIP(entry)) trusted.add(normalizeAddress(entry));
    else throw new Error(`TRUST_PROXY: "${entry}" is neither an IP address nor "loopback".`);
  }
  return trusted;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) -> `127.0.0.1`. */
export function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Runs on every request before any part sees it: drops forwarded headers unless the peer is a
 * trusted proxy, and records the client's address (the peer's, or through trusted proxies the
 * nearest untrusted address of `X-Forwarded-For`) in CLIENT_ADDRESS_HEADER. Both the parsed
 * headers and `rawHeaders` (which @hono/node-server reads) are rewritten.
 */
export function applyTrustedProxies(req: IncomingMessage, trusted: ReadonlySet<string>): void {
  const peer = normalizeAddress(req.socket.remoteAddress ?? '');
  const fromProxy = trusted.has(peer);
  let client = peer;
  if (fromProxy) {
    const hops = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => normalizeAddress(hop.trim()))
      .filter((hop) => isIP(hop) !== 0);
    client = [...hops].reverse().find((hop) => !trusted.has(hop)) ?? peer;
  }
  const dropped = (name: string) =>
    name === CLIENT_ADDRESS_HEADER || (!fromProxy && FORWARDED_HEADERS.has(name));
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    if (!dropped(name.toLowerCase())) raw.push(name, req.rawHeaders[i + 1] ?? '');
  }
  raw.push(CLIENT_ADDRESS_HEADER, client);
  req.rawHeaders = raw;
  for (const name of Object.keys(req.headers)) if (dropped(name)) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = client;
}
