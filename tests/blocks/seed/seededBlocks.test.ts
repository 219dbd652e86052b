import { describe, expect, it } from 'vitest';
import type { CompiledSchema } from '../../../runtime/index';
import { validateWithSchema } from '../../../runtime/render/validateWithSchema';
import { compiledSchema as cart } from '../../../schemas/generated/blocks/cart';
import { compiledSchema as catalogue } from '../../../schemas/generated/blocks/catalogue';
import { compiledSchema as columns } from '../../../schemas/generated/blocks/columns';
import { compiledSchema as detail } from '../../../schemas/generated/blocks/detail';
import { compiledSchema as filePreviewLink } from '../../../schemas/generated/blocks/filePreviewLink';
import { compiledSchema as footer } from '../../../schemas/generated/blocks/footer';
import { compiledSchema as header } from '../../../schemas/generated/blocks/header';
import { compiledSchema as heroBanner } from '../../../schemas/generated/blocks/heroBanner';
import { compiledSchema as image } from '../../../schemas/generated/blocks/image';
import { compiledSchema as list } from '../../../schemas/generated/blocks/list';
import { compiledSchema as product } from '../../../schemas/generated/blocks/product';
import { compiledSchema as richText } from '../../../schemas/generated/blocks/richText';
import { compiledSchema as video } from '../../../schemas/generated/blocks/video';
import { footerBlock, headerBlock } from '../../../server/db/seed/blockBuilders';
import { TEMPLATES } from '../../../server/db/seed/templateCatalog';

const SCHEMAS: Record<string, CompiledSchema> = {
  cart,
  catalogue,
  columns,
  detail,
  filePreviewLink,
  footer,
  header,
  heroBanner,
  image,
  list,
  product,
  richText,
  video,
};

const STOREFRONTS = ['guest', 'portal', 'sso'] as const;

/** Every seeded block of a content block we own, with where it comes from. */
const seeded = STOREFRONTS.flatMap((storefront) => [
  ...[headerBlock(storefront), footerBlock(storefront)].map((draft) => ({
    where: `${storefront} ${draft.componentName}`,
    draft,
  })),
  ...TEMPLATES.flatMap((template) =>
    template
      .content(storefront)
      .map((draft, index) => ({ where: `${storefront} ${template.templateId}#${index}`, draft })),
  ),
]).filter(({ draft }) => draft.componentName in SCHEMAS);

describe('the seed writes configurations our block schemas accept', () => {
  it('covers every content block', () => {
    const names = new Set(seeded.map(({ draft }) => draft.componentName));
    expect([...names].sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(seeded.map(({ where, draft }) => [where, draft] as const))('%s', (_where, draft) => {
    const schema = SCHEMAS[draft.componentName];
    if (!schema) throw new Error(`no schema for ${draft.componentName}`);
    const result = validateWithSchema(schema, {
      configuration: draft.configuration,
      contentJSON: draft.contentJSON ?? null,
    });
    expect(result).toEqual({ ok: true });
  });
});
