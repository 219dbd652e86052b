import { loopbackFetch } from './loopbackFetch';

/**
 * A minimal browser for the SSO journey: keeps cookies (by name; paths and expiry are not
 * modelled beyond deletion) and lets the test follow each redirect itself.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await loopbackFetch(url, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=.*1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects until one leaves for `stopAt` (not requested) or a page answers. */
  async follow(
    url: string,
    stopAt: string,
    init?: RequestInit,
  ): Promise<{ url: string; response?: Response }> {
    let current = url;
    let res = await this.request(current, init);
    for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
      current = new URL(res.headers.get('location') ?? '', current).href;
      if (current.startsWith(stopAt)) return { url: current };
      res = await this.request(current);
    }
    return { url: current, response: res };
  }
}
