import { describe, expect, it } from 'vitest';
import {
  redirect,
  replace,
  UNSAFE_createMemoryHistory as createMemoryHistory,
} from 'react-router-dom';
import type { PageData } from '../../../runtime/app/pageLoader';
import { createStorefrontRouter, type PageLoader } from '../../../runtime/app/storefrontRouter';

/** Page data named by the path it was loaded for (the router only carries it). */
const pageFor = (url: string) => ({ url }) as unknown as PageData;
const urlOf = (page: PageData | null) => (page as unknown as { url: string } | null)?.url;

/** A loader whose answers the test releases one by one, in any order. */
function heldLoader(
  answer: (url: URL) => PageData | Response | Error = (url) => pageFor(url.href),
) {
  const waiting: { url: string; release: () => void }[] = [];
  const loader: PageLoader = ({ request }) =>
    new Promise<PageData>((resolve, reject) => {
      waiting.push({
        url: request.url,
        release: () => {
          const result = answer(new URL(request.url));
          if (result instanceof Response || result instanceof Error) reject(result);
          else resolve(result);
        },
      });
    });
  const release = async (path: string) => {
    const index = waiting.findIndex((entry) => new URL(entry.url).pathname === path);
    if (index < 0) throw new Error(`no load of ${path} is waiting`);
    waiting.splice(index, 1)[0]!.release();
    // The router commits after the loader's promise settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { loader, release, waiting };
}

function start(paths: string[], loader: PageLoader, initialPage?: PageData) {
  const history = createMemoryHistory({ initialEntries: paths, initialIndex: paths.length - 1 });
  const router = createStorefrontRouter(loader, history, initialPage);
  return { history, router };
}

describe("the storefront's router", () => {
  it('renders nothing until the first page is loaded, without a history entry', async () => {
    const { loader, release } = heldLoader();
    const { router, history } = start(['/a'], loader);
    expect(router.state.initialized).toBe(false);
    await release('/a');
    expect(router.state).toMatchObject({ initialized: true, error: null });
    expect(urlOf(router.state.page)).toBe('http://localhost/a');
    expect(history.index).toBe(0);
  });

  it('starts on the server page without loading it', () => {
    const { loader, waiting } = heldLoader();
    const { router } = start(['/a'], loader, pageFor('server'));
    expect(router.state.initialized).toBe(true);
    expect(urlOf(router.state.page)).toBe('server');
    expect(waiting).toEqual([]);
  });

  it('keeps the old page and URL until the new page is loaded, then pushes the entry', async () => {
    const { loader, release } = heldLoader();
    const { router, history } = start(['/a'], loader);
    await release('/a');
    router.navigate('/b?x=1');
    expect(router.state.location.pathname).toBe('/a');
    expect(history.location.pathname).toBe('/a');
    await release('/b');
    expect(router.state.location).toMatchObject({ pathname: '/b', search: '?x=1' });
    expect(router.state.action).toBe('PUSH');
    expect(history.index).toBe(1);
    expect(history.location.pathname).toBe('/b');
  });

  it('lets the latest navigation win', async () => {
    const { loader, release } = heldLoader();
    const { router, history } = start(['/a'], loader);
    await release('/a');
    router.navigate('/b');
    router.navigate('/c');
    await release('/c');
    await release('/b');
    expect(router.state.location.pathname).toBe('/c');
    expect(history.index).toBe(1);
  });

  it('changes only the location for a hash on the same page, loading nothing', async () => {
    const { loader, release, waiting } = heldLoader();
    const { router } = start(['/a'], loader);
    await release('/a');
    const page = router.state.page;
    router.navigate('/a#terms');
    expect(waiting).toEqual([]);
    expect(router.state.location.hash).toBe('#terms');
    expect(router.state.page).toBe(page);
  });

  it('loads the page Back lands on, as a POP', async () => {
    const { loader, release } = heldLoader();
    const { router, history } = start(['/a'], loader);
    await release('/a');
    router.navigate('/b');
    await release('/b');
    history.go(-1);
    await release('/a');
    expect(router.state).toMatchObject({ action: 'POP', location: { pathname: '/a' } });
    expect(history.index).toBe(0);
  });

  it("replaces the entry for the loader's replace(), pushes for its redirect()", async () => {
    const { loader, release } = heldLoader((url) => {
      if (url.pathname === '/account') return replace('/login');
      if (url.pathname === '/old') return redirect('/new');
      return pageFor(url.href);
    });
    const { router, history } = start(['/a'], loader);
    await release('/a');
    router.navigate('/account');
    await release('/account');
    await release('/login');
    // The page that sent the visitor to /login is not in the history: Back goes before it.
    expect(history.location.pathname).toBe('/login');
    expect(history.index).toBe(0);
    router.navigate('/old');
    await release('/old');
    await release('/new');
    expect(router.state.location.pathname).toBe('/new');
    expect(history.index).toBe(1);
  });

  it('shows the error of a thrown Response (its status and text), else a 500', async () => {
    const { loader, release } = heldLoader((url) =>
      url.pathname === '/missing'
        ? new Response('Page Not Found: /missing', { status: 404, statusText: 'Not Found' })
        : new Error('broken'),
    );
    const { router } = start(['/missing'], loader);
    await release('/missing');
    expect(router.state.page).toBeNull();
    expect(router.state.error).toEqual({
      kind: 'response',
      status: 404,
      statusText: 'Not Found',
      data: 'Page Not Found: /missing',
    });
    router.navigate('/boom');
    await release('/boom');
    expect(router.state.location.pathname).toBe('/boom');
    expect(router.state.error).toMatchObject({ kind: 'thrown', error: new Error('broken') });
  });
});
