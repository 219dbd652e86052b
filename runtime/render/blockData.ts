export type Section = 'Header' | 'Content' | 'Footer';

/** A block as the gateway stores it (spec 001 section 3 "Block"). */
export interface StoredBlockData {
  blockId: string;
  componentName: string;
  section: Section;
  order: number;
  schemaVersion: number;
  configuration: Record<string, unknown>;
  contentJSON: unknown;
  customJS: string | null;
  customCSS: string | null;
  layoutSettings: Record<string, unknown>;
  fields: unknown[];
  actions: unknown[];
}

export const SECTIONS: readonly Section[] = ['Header', 'Content', 'Footer'];
