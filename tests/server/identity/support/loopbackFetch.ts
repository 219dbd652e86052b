import http from 'node:http';

/**
 * A fetch for Node tests that reaches `*.localhost` hosts on 127.0.0.1 while keeping the Host
 * header, the way a browser resolves them. Node neither resolves `sso.localhost` nor lets fetch
 * set Host, so this goes through node:http. With it the SSO provider runs with its production-shaped
 * issuer (`http://sso.localhost:<port>`) and sees the same Host a browser would send. Never follows
 * redirects (callers inspect them).
 */
export async function loopbackFetch(
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  const host = url.host;
  const hostname =
    url.hostname === 'localhost' || url.hostname.endsWith('.localhost')
      ? '127.0.0.1'
      : url.hostname;
  let body: Buffer | undefined;
  if (init.body !== undefined && init.body !== null) {
    if (init.body instanceof URLSearchParams) {
      body = Buffer.from(init.body.toString());
      if (!headers.has('content-type'))
        headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    } else if (typeof init.body === 'string') {
      body = Buffer.from(init.body);
    } else {
      body = Buffer.from(await new Response(init.body).arrayBuffer());
    }
  }
  const outgoing: Record<string, string> = { host };
  headers.forEach((value, key) => {
    outgoing[key] = value;
  });
  if (body) outgoing['content-length'] = String(body.length);

  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port: url.port || 80,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: outgoing,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            if (Array.isArray(value)) value.forEach((v) => responseHeaders.append(key, v));
            else if (value !== undefined) responseHeaders.set(key, value);
          }
          const status = res.statusCode ?? 500;
          const nullBody = [204, 205, 304].includes(status);
          resolve(
            new Response(nullBody ? null : Buffer.concat(chunks), {
              status,
              headers: responseHeaders,
            }),
          );
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    init.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
    req.end(body);
  });
}
