import type { StoredBlockData } from '../../runtime/render/blockData';

const SECTIONS = new Set(['Header', 'Content', 'Footer']);

export type PastedBlocks = { ok: true; blocks: StoredBlockData[] } | { ok: false; error: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a pasted blocks array (a template's getTemplateBlock answer, or hand-written blocks). Only
 * what the page layout needs is required (componentName and a section); the rest takes the stored
 * defaults, and each block's configuration is left to the pipeline to validate, as on a page.
 */
export function parsePastedBlocks(text: string): PastedBlocks {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: `not JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const list = isObject(parsed) && Array.isArray(parsed.blocks) ? parsed.blocks : parsed;
  if (!Array.isArray(list))
    return { ok: false, error: 'expected an array of blocks (or { "blocks": [...] })' };
  const blocks: StoredBlockData[] = [];
  for (const [index, item] of list.entries()) {
    if (!isObject(item)) return { ok: false, error: `block ${index + 1} is not an object` };
    if (typeof item.componentName !== 'string' || item.componentName === '') {
      return { ok: false, error: `block ${index + 1} has no componentName` };
    }
    const section = item.section ?? 'Content';
    if (typeof section !== 'string' || !SECTIONS.has(section)) {
      return { ok: false, error: `block ${index + 1}: section must be Header, Content or Footer` };
    }
    blocks.push({
      blockId: typeof item.blockId === 'string' ? item.blockId : `pasted-${index + 1}`,
      componentName: item.componentName,
      section: section as StoredBlockData['section'],
      order: typeof item.order === 'number' ? item.order : index + 1,
      schemaVersion: typeof item.schemaVersion === 'number' ? item.schemaVersion : 1,
      configuration: (item.configuration ?? {}) as Record<string, unknown>,
      contentJSON: item.contentJSON ?? null,
      customJS: null,
      customCSS: null,
      layoutSettings: (item.layoutSettings ?? {}) as Record<string, unknown>,
      fields: [],
      actions: [],
    });
  }
  return { ok: true, blocks };
}
