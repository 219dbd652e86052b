/**
 * A block as the template store keeps it and the gateway's getTemplateBlock returns it (spec 001
 * section 3 "Block"). Shared by the server (seed, gateway) and the runtime's renderer.
 */
export type Section = 'Header' | 'Content' | 'Footer';

export interface StoredBlock {
  blockId: string;
  componentName: string;
  section: Section;
  order: number;
  /** Stored schema version of `configuration`; older ones are migrated by the renderer. */
  schemaVersion: number;
  configuration: Record<string, unknown>;
  contentJSON: unknown;
  customJS: string | null;
  customCSS: string | null;
  layoutSettings: Record<string, unknown>;
  fields: unknown[];
  actions: unknown[];
}
