/** The storefront host of a request: the Host header without its port, lower-cased. */
export function requestHost(request: Request): string {
  const header = request.headers.get('host') ?? new URL(request.url).host;
  return stripPort(header).toLowerCase();
}

export function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** The origin the browser used, so links and redirects keep its host and port. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** The same origin with another host name (legacy site -> new site, keeping the port). */
export function originWithHost(origin: string, host: string): string {
  const url = new URL(origin);
  url.hostname = host;
  return url.origin;
}
