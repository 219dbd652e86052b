/**
 * The small local load balancer of the several-instances topology: each request goes to the next
 * instance in turn (round robin, no stickiness: any instance must answer any request), with the
 * client's Host kept and an X-Forwarded-For added, over kept-alive connections. An instance that
 * refuses the connection answers 502, as a production balancer would before its health check
 * takes the instance out.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  port: number;
  /** Requests forwarded to each upstream, in the order given. */
  forwarded(): number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(
  upstreamPorts: readonly number[],
  port = 0,
): Promise<RoundRobinProxy> {
  if (upstreamPorts.length === 0) throw new Error('the proxy needs at least one upstream');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = upstreamPorts.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreamPorts.length;
    counts[index]! += 1;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index],
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    forwarded: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
