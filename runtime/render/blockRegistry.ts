import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { assertBlockDefinition } from './assertBlockDefinition';
import type { BlockDefinition, BlockProps, RegisteredBlockDefinition } from './blockDefinition';
import type { CompiledSchema } from './compiledSchema';
import { loadBlockComponent } from './loadBlockComponent';
import { loadBlockSchema } from './loadBlockSchema';
import { loadedLayoutSchema } from './layoutSchema';
import { loadOnce } from './loadOnce';

type LoadedComponent = ComponentType<BlockProps<unknown, unknown>>;

export interface RegisteredBlock {
  definition: RegisteredBlockDefinition;
  /** The block's lazy component: its chunk is fetched the first time a page renders it. */
  Component: LazyExoticComponent<LoadedComponent>;
  /** The component itself once its code has loaded, so later mounts need not suspend. */
  loaded: LoadedComponent | null;
  /**
   * The compiled schema once known: at once for an eager schema (once the layout settings'
   * validator has loaded), else once it has loaded.
   */
  schema: CompiledSchema | null;
  /** Loads the block's schema (once; a failed load may be retried by a later page). */
  loadSchema(): Promise<CompiledSchema>;
  /** Starts loading the block's code and schema (once); the route calls it before rendering. */
  preload(): Promise<unknown>;
  /** Starts loading the block's code alone (once): hydrating blocks the server validated. */
  preloadCode(): Promise<unknown>;
}

export interface BlockRegistry {
  register<Data>(definition: BlockDefinition<Data>): void;
  get(componentName: string): RegisteredBlock | undefined;
  names(): string[];
  /**
   * Calls `listener` after each registration; returns the unsubscribe function. BlockView
   * subscribes, so a block registered late (an integrator's module arriving after the page
   * rendered a placeholder for its componentName) mounts when it arrives.
   */
  subscribe(listener: () => void): () => void;
  /**
   * Remembers which componentNames are registered now, when the client starts hydrating a
   * server-rendered page: the ones the server rendered with (built-in blocks; integrators' modules
   * load after the hydration's commit).
   */
  markHydrationStart(): void;
  /**
   * The block as the server rendered it: undefined for a componentName registered after
   * markHydrationStart (the server drew its placeholder). BlockView hydrates with it, since a
   * hydration in slices (a transition) may meet an integrator's block that arrived meanwhile;
   * React then re-renders the block with the registered one. Before any
   * hydration (the server, a client-only page) it is `get`.
   */
  getAsRendered(componentName: string): RegisteredBlock | undefined;
}

/**
 * A registry of blocks by componentName. The app uses one (registry.ts); tests make their own so
 * registrations do not leak between them.
 */
export function createBlockRegistry(): BlockRegistry {
  const blocks = new Map<string, RegisteredBlock>();
  const listeners = new Set<() => void>();
  let renderedNames: ReadonlySet<string> | null = null;
  return {
    register(definition) {
      assertBlockDefinition(definition, (name) => blocks.has(name));
      // Copied, so a caller mutating its object later cannot change a registered block.
      const registered: RegisteredBlockDefinition = { ...definition };
      const load = loadOnce(
        () => loadBlockComponent(registered),
        (module) => (entry.loaded = module.default),
      );
      const loadSchema = loadOnce(
        () => loadBlockSchema(registered),
        (schema) => (entry.schema = schema),
      );
      const entry: RegisteredBlock = {
        definition: registered,
        Component: lazy(load),
        loaded: null,
        // An eager schema is at hand once the layout settings' validator is too (layoutSchema.ts);
        // until then the block loads it as a lazy schema would.
        schema:
          typeof registered.schema === 'function' || !loadedLayoutSchema()
            ? null
            : registered.schema,
        loadSchema,
        preload: () => Promise.all([load(), loadSchema()]),
        preloadCode: load,
      };
      blocks.set(registered.componentName, entry);
      for (const listener of [...listeners]) listener();
    },
    get: (componentName) => blocks.get(componentName),
    names: () => [...blocks.keys()],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    markHydrationStart() {
      renderedNames = new Set(blocks.keys());
    },
    getAsRendered: (componentName) =>
      renderedNames && !renderedNames.has(componentName) ? undefined : blocks.get(componentName),
  };
}
