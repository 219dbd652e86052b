import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface BlockProps<Configuration = Record<string, unknown>, Content = unknown> {
  blockId: string;
  configuration: Configuration;
  contentJSON: Content;
}

export interface BlockDefinition<Configuration = Record<string, unknown>, Content = unknown> {
  componentName: string;
  /** The block's code, loaded only when a page uses it. */
  load: () => Promise<{ default: ComponentType<BlockProps<Configuration, Content>> }>;
}

interface RegisteredBlock {
  definition: BlockDefinition;
  component: LazyExoticComponent<ComponentType<BlockProps>>;
}

const registry = new Map<string, RegisteredBlock>();

/** Registers a block under its componentName; a name registered twice is a mistake, not an override. */
export function registerBlock<Configuration, Content>(
  definition: BlockDefinition<Configuration, Content>,
): void {
  if (!definition.componentName) throw new Error('registerBlock: componentName is required');
  if (registry.has(definition.componentName)) {
    throw new Error(`registerBlock: block "${definition.componentName}" is already registered`);
  }
  const erased = definition as unknown as BlockDefinition;
  registry.set(definition.componentName, { definition: erased, component: lazy(erased.load) });
}

export const defineBlock = registerBlock;

export function lookupBlock(componentName: string): RegisteredBlock['component'] | null {
  return registry.get(componentName)?.component ?? null;
}
