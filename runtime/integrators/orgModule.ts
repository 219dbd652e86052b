import * as React from 'react';
import type { DomainDetails } from '../../schemas/boot';
import { registerBlock } from '../render/registry';

/**
 * What the runtime hands an organisation module's default export (docs/integrators.md): the
 * registration call and the app's own React, so integrator code needs no bundler and never ships
 * a second React (hooks only work with the React that renders them).
 */
export interface IntegratorApi {
  readonly registerBlock: typeof registerBlock;
  readonly React: typeof React;
}

export const integratorApi: IntegratorApi = Object.freeze({ registerBlock, React });

/**
 * Where the organisation module lives: `{resourcesDomain}/org.js` when the domain details name an
 * absolute resources URL, else the organisation's static path on this server. The strict CSP
 * (script-src 'self') only lets same-origin modules run, so a resources URL on another origin is
 * refused by the browser and reported as a failed load.
 */
export function orgModuleUrl(domain: Pick<DomainDetails, 'resourcesDomain' | 'organization'>) {
  const base = /^https?:\/\//i.test(domain.resourcesDomain)
    ? domain.resourcesDomain
    : `/static/${encodeURIComponent(domain.organization.id)}`;
  return `${base.replace(/\/+$/, '')}/org.js`;
}

export type ModuleImporter = (url: string) => Promise<unknown>;

// Vite must leave this import() alone: the URL is only known at run time.
const importModule: ModuleImporter = (url) => import(/* @vite-ignore */ url);

/**
 * Loads the organisation module and calls its default export with the integrator API. Never
 * rejects: a missing module (404), a syntax error, a throwing module or a throwing `register`
 * logs one warning and the storefront keeps working with its built-in blocks. Resolves to whether
 * the module registered without error.
 */
export async function loadOrgModule(
  url: string,
  api: IntegratorApi = integratorApi,
  load: ModuleImporter = importModule,
): Promise<boolean> {
  try {
    const module = await load(url);
    const register =
      typeof module === 'object' && module !== null
        ? (module as { default?: unknown }).default
        : undefined;
    if (register === undefined) return true; // a module with side effects only
    if (typeof register !== 'function') {
      throw new TypeError('its default export must be a function register(api)');
    }
    await (register as (api: IntegratorApi) => unknown)(api);
    return true;
  } catch (error) {
    console.warn(
      `Organisation module ${url} failed; the storefront continues without it: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
    return false;
  }
}
