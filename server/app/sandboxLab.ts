import type { Db } from '../shared/contracts';
import { DEMO_STOREFRONTS } from '../shared/demo';

/** One block of custom code for the lab page. */
export interface LabSlot {
  customJS: string | null;
  customCSS: string | null;
}

export type SandboxLab = (slots: LabSlot[]) => Promise<void>;

const LAB_TEMPLATE = 'tpl-sandbox-lab';
const MAX_SLOTS = 40;

/**
 * Test mode only (BLOCKFRONT_TEST_MODE): fills the guest storefront's /sandbox-lab page with
 * blocks carrying the given custom code, after its seeded neighbour block, so the escape suite
 * (tests/sandbox) and the benchmark run hostile or numerous scripts through the real gateway and
 * renderer. Each slot is a copy of the neighbour (a richText block) saying "Lab slot n".
 */
export function sandboxLab(db: Db): SandboxLab {
  const storefrontId = DEMO_STOREFRONTS.guest.storefrontId;
  return async (slots) => {
    if (slots.length > MAX_SLOTS) throw new RangeError(`at most ${MAX_SLOTS} lab slots`);
    await db.query(
      `DELETE FROM template_blocks WHERE storefront_id = $1 AND template_id = $2 AND block_id LIKE 'lab-slot-%'`,
      [storefrontId, LAB_TEMPLATE],
    );
    for (const [index, slot] of slots.entries()) {
      await db.query(
        `INSERT INTO template_blocks (block_id, storefront_id, template_id, section, sort_order,
           component_name, schema_version, configuration, content_json, custom_js, custom_css,
           layout_settings, fields, actions)
         SELECT $3, storefront_id, template_id, section, 100 + $4::int, component_name, schema_version,
                configuration, $5::jsonb, $6, $7, layout_settings, fields, actions
           FROM template_blocks
          WHERE storefront_id = $1 AND template_id = $2 AND section = 'Content'
            AND block_id NOT LIKE 'lab-slot-%'
          ORDER BY sort_order LIMIT 1`,
        [
          storefrontId,
          LAB_TEMPLATE,
          `lab-slot-${index + 1}`,
          index,
          JSON.stringify({ html: `<p>Lab slot ${index + 1}</p>` }),
          slot.customJS,
          slot.customCSS,
        ],
      );
    }
  };
}

/** Reads the route's body: `{ "slots": [{ "customJS": "...", "customCSS": null }] }`. */
export function labSlotsFrom(body: unknown): LabSlot[] | null {
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { slots?: unknown }).slots)
  ) {
    return null;
  }
  const slots: LabSlot[] = [];
  for (const slot of (body as { slots: unknown[] }).slots) {
    if (typeof slot !== 'object' || slot === null) return null;
    const { customJS = null, customCSS = null } = slot as Record<string, unknown>;
    if (
      (customJS !== null && typeof customJS !== 'string') ||
      (customCSS !== null && typeof customCSS !== 'string')
    ) {
      return null;
    }
    slots.push({ customJS, customCSS });
  }
  return slots;
}
