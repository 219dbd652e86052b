import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  integratorApi,
  loadOrgModule,
  orgModuleUrl,
  type IntegratorApi,
} from '../../../runtime/integrators/orgModule';
import { createBlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRenderProvider } from '../../../runtime/render/BlockRenderContext';
import { BlockView } from '../../../runtime/render/BlockView';
import { storedBlock } from '../render/fixtures';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const URL = '/static/org-x/org.js';

function testApi() {
  const registry = createBlockRegistry();
  const api: IntegratorApi = {
    registerBlock: (definition) => registry.register(definition),
    React,
  };
  return { registry, api };
}

describe('orgModuleUrl', () => {
  it('uses an absolute resources URL, else the organisation static path', () => {
    const organization = { id: 'org-x', salesforceOrgId: '00D' };
    expect(orgModuleUrl({ resourcesDomain: 'https://cdn.test/static/org-x/', organization })).toBe(
      'https://cdn.test/static/org-x/org.js',
    );
    expect(orgModuleUrl({ resourcesDomain: '', organization })).toBe(URL);
    expect(orgModuleUrl({ resourcesDomain: 'guest.localhost', organization })).toBe(URL);
  });
});

describe('loadOrgModule', () => {
  it('gives the frozen public API with the app React to the default export', async () => {
    expect(Object.isFrozen(integratorApi)).toBe(true);
    expect(integratorApi.React).toBe(React);
    const register = vi.fn();
    expect(await loadOrgModule(URL, integratorApi, async () => ({ default: register }))).toBe(true);
    expect(register).toHaveBeenCalledWith(integratorApi);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing module', () => Promise.reject(new TypeError('Failed to fetch module'))],
    ['a syntax error', () => Promise.reject(new SyntaxError('Unexpected token'))],
    [
      'a throwing register',
      async () => ({
        default: () => {
          throw new Error('boom');
        },
      }),
    ],
    ['a default export that is no function', async () => ({ default: 42 })],
  ])('logs one warning and resolves for %s', async (_, load) => {
    expect(await loadOrgModule(URL, testApi().api, load)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(URL);
  });

  it('registers and mounts the Cellaris promoRibbon from the real organisation module', async () => {
    const { registry, api } = testApi();
    expect(
      await loadOrgModule(
        URL,
        api,
        // @ts-expect-error: the organisation module is plain JavaScript without type declarations
        () => import('../../../server/app/org-static/org-cellaris/org.js'),
      ),
    ).toBe(true);
    expect(registry.names()).toEqual(['promoRibbon', 'stockBadge']);
    const block = storedBlock({
      componentName: 'promoRibbon',
      configuration: { message: 'Free shipping', linkLabel: 'Shop', linkUrl: '/flow' },
    });
    render(
      <BlockRenderProvider registry={registry}>
        <BlockView block={block} />
      </BlockRenderProvider>,
    );
    expect(await screen.findByRole('note', { name: 'Promotion' })).toHaveTextContent(
      'Free shipping',
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/flow');
    expect(warn).not.toHaveBeenCalled();
  });
});
