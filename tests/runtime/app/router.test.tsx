import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import { pageLoader } from '../../../runtime/app/pageLoader';
import { createStorefrontRouter } from '../../../runtime/app/storefrontRouter';
import { StorefrontRouterProvider } from '../../../runtime/app/StorefrontRouterProvider';
import { template } from '../storefront/templates';
import { testStorefront } from './testStorefront';

const TEMPLATES = [
  template({
    templateId: 'tpl-home',
    portalHome: true,
    pageTitle: 'Home | Cellaris',
    metaTags: [{ name: 'description', content: 'Home page' }],
  }),
  template({
    templateId: 'tpl-about',
    friendlyURL: 'about',
    pageTitle: '',
    metaTags: [{ name: 'description', content: 'About page' }],
  }),
  template({ templateId: 'tpl-cart-old', friendlyURL: 'cart-old', pageCategory: 'Cart' }),
  template({ templateId: 'tpl-profile', friendlyURL: 'profile', pageCategory: 'My Account' }),
  template({ templateId: 'tpl-login', friendlyURL: 'signin', pageType: 'Login' }),
];

beforeEach(() => {
  // Placeholders for the unregistered test blocks warn once each.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // jsdom has no scrolling; the shell scrolls to the top on every page change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  document.head.innerHTML = '';
});

function renderAt(path: string, loggedIn = false) {
  const { storefront, received } = testStorefront(TEMPLATES, loggedIn);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createStorefrontRouter(pageLoader(storefront), history);
  render(
    <GatewayProvider connection={storefront.connection} queryClient={storefront.queryClient}>
      <StorefrontRouterProvider router={router} storefront={storefront} />
    </GatewayProvider>,
  );
  const templateIds = () => received.map((r) => r.body.variables.templateId);
  return { router, history, storefront, templateIds };
}

const placeholderOf = (templateId: string) =>
  document.querySelector(`[data-component="unknown-${templateId}"]`);

describe('the storefront routes', () => {
  it('renders the portal-home template at / with one getTemplateBlock request and its head', async () => {
    const { templateIds } = renderAt('/');
    await waitFor(() => expect(placeholderOf('tpl-home')).not.toBeNull());
    expect(templateIds()).toEqual(['tpl-home']);
    // The head is written in an effect after the commit that mounts the placeholder.
    await waitFor(() => expect(document.title).toBe('Home | Cellaris'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Home page',
    );
  });

  it('falls back to the storefront name for a template without a page title', async () => {
    renderAt('/about');
    await waitFor(() => expect(placeholderOf('tpl-about')).not.toBeNull());
    await waitFor(() => expect(document.title).toBe('Cellaris Store'));
  });

  it('shows the 404 page with a RETURN TO HOMEPAGE button for a missing template', async () => {
    const { router, templateIds } = renderAt('/missing');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // No template of its own: only the home template, for the site's header and footer around it.
    await waitFor(() => expect(templateIds()).toEqual(['tpl-home']));
    fireEvent.click(screen.getByRole('button', { name: 'RETURN TO HOMEPAGE' }));
    await waitFor(() => expect(placeholderOf('tpl-home')).not.toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects a cart template path to /cart', async () => {
    const { router } = renderAt('/cart-old');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await waitFor(() => expect(placeholderOf('tpl-cart-old')).not.toBeNull());
  });

  it('sends a guest on an account page to /login, remembering the path', async () => {
    const { router } = renderAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('ec-aws-loginredirect-sf-guest')).toBe('/profile');
  });

  it('renders an account page when logged in', async () => {
    renderAt('/profile', true);
    await waitFor(() => expect(placeholderOf('tpl-profile')).not.toBeNull());
  });

  it('turns dev mode on from isDev: placeholders show their reasons', async () => {
    renderAt('/?isDev=true');
    await waitFor(() => expect(placeholderOf('tpl-home')).not.toBeNull());
    expect(placeholderOf('tpl-home')).toBeVisible();
  });

  it('hides placeholders from customers without isDev', async () => {
    renderAt('/');
    await waitFor(() => expect(placeholderOf('tpl-home')).not.toBeNull());
    expect(placeholderOf('tpl-home')).not.toBeVisible();
  });

  it('navigates plain block links on the client and prefetches them on hover', async () => {
    const { router, templateIds } = renderAt('/');
    await waitFor(() => expect(placeholderOf('tpl-home')).not.toBeNull());
    const link = document.createElement('a');
    link.href = '/about';
    link.textContent = 'About';
    document.body.appendChild(link);
    try {
      fireEvent.mouseOver(link);
      await waitFor(() => expect(templateIds()).toEqual(['tpl-home', 'tpl-about']));
      await act(async () => {
        fireEvent.click(link);
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
      await waitFor(() => expect(placeholderOf('tpl-about')).not.toBeNull());
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'About page',
      );
      // The click read the prefetched template from the cache.
      expect(templateIds()).toEqual(['tpl-home', 'tpl-about']);
    } finally {
      link.remove();
    }
  });

  it('renders /login wrapperless: the content section only', async () => {
    renderAt('/login');
    await waitFor(() => expect(placeholderOf('tpl-login')).not.toBeNull());
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'wrapperless');
    expect(document.querySelector('[data-layout="wrapperless"] main')).not.toBeNull();
  });

  it('keeps the default layout on other pages and on error pages', async () => {
    renderAt('/missing');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
  });

  it('renders the error page routes', async () => {
    renderAt('/401');
    expect(await screen.findByRole('heading', { name: 'Authorization Required' })).toBeVisible();
  });

  it('answers an invalid quote id with Page Not Found: {path}', async () => {
    renderAt('/cart/not-a-quote');
    expect(await screen.findByText('Page Not Found: /cart/not-a-quote')).toBeVisible();
  });

  it('removes SAMLResponse and RelayState from the URL', async () => {
    const { router } = renderAt('/about?SAMLResponse=abc&RelayState=r&a=1');
    await waitFor(() => expect(router.state.location.search).toBe('?a=1'));
    expect(router.state.location.pathname).toBe('/about');
  });
});
