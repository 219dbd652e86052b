import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { assertBlockDefinition } from './assertBlockDefinition';
import type { BlockDefinition, BlockProps, RegisteredBlockDefinition } from './blockDefinition';
import { loadBlockComponent } from './loadBlockComponent';

type LoadedComponent = ComponentType<BlockProps<unknown, unknown>>;

export interface RegisteredBlock {
  definition: RegisteredBlockDefinition;
  /** The block's lazy component: its chunk is fetched the first time a page renders it. */
  Component: LazyExoticComponent<LoadedComponent>;
  /** The component itself once its code has loaded, so later mounts need not suspend. */
  loaded: LoadedComponent | null;
  /** Starts loading the block's code (once); the route can call it before the page renders. */
  preload(): Promise<unknown>;
}

export interface BlockRegistry {
  register<Data>(definition: BlockDefinition<Data>): void;
  get(componentName: string): RegisteredBlock | undefined;
  names(): string[];
}

/**
 * A registry of blocks by componentName. The app uses one (registry.ts); tests make their own so
 * registrations do not leak between them.
 */
export function createBlockRegistry(): BlockRegistry {
  const blocks = new Map<string, RegisteredBlock>();
  return {
    register(definition) {
      assertBlockDefinition(definition, (name) => blocks.has(name));
      // Copied, so a caller mutating its object later cannot change a registered block.
      const registered: RegisteredBlockDefinition = { ...definition };
      let loading: Promise<{ default: LoadedComponent }> | null = null;
      const load = () => {
        loading ??= loadBlockComponent(registered).then(
          (module) => {
            entry.loaded = module.default;
            return module;
          },
          (error: unknown) => {
            loading = null; // a failed chunk may load on a later page
            throw error;
          },
        );
        return loading;
      };
      const entry: RegisteredBlock = {
        definition: registered,
        Component: lazy(load),
        loaded: null,
        preload: load,
      };
      blocks.set(registered.componentName, entry);
    },
    get: (componentName) => blocks.get(componentName),
    names: () => [...blocks.keys()],
  };
}
