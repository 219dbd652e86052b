/**
 * Type tests, checked by `tsc --noEmit -p .` (npm run typecheck, the first step of npm test):
 * every block component's props must be exactly what its JSON Schema describes, and a definition
 * pairing a schema with a component that wants something else must not compile. expectTypeOf
 * does nothing at run time; a disagreement is a type error in this file.
 */
import type { ComponentType } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockDefinition, BlockProps } from '../../../runtime/index';
import type { ConfigurationOf, ContentOf } from '../../../runtime/render/blockDefinition';
import type Columns from '../../../blocks/columns/Columns';
import type { ColumnsBlockData } from '../../../schemas/generated/blocks/columns';
import type Detail from '../../../blocks/detail/Detail';
import type { DetailBlockData } from '../../../schemas/generated/blocks/detail';
import type FilePreviewLink from '../../../blocks/filePreviewLink/FilePreviewLink';
import type { FilePreviewLinkBlockData } from '../../../schemas/generated/blocks/filePreviewLink';
import type Footer from '../../../blocks/footer/Footer';
import type { FooterBlockData } from '../../../schemas/generated/blocks/footer';
import type Header from '../../../blocks/header/Header';
import type { HeaderBlockData } from '../../../schemas/generated/blocks/header';
import type HeroBanner from '../../../blocks/heroBanner/HeroBanner';
import type { HeroBannerBlockData } from '../../../schemas/generated/blocks/heroBanner';
import type Image from '../../../blocks/image/Image';
import type { ImageBlockData } from '../../../schemas/generated/blocks/image';
import type List from '../../../blocks/list/List';
import type { ListBlockData } from '../../../schemas/generated/blocks/list';
import type RichText from '../../../blocks/richText/RichText';
import type { RichTextBlockData } from '../../../schemas/generated/blocks/richText';
import type Video from '../../../blocks/video/Video';
import type { VideoBlockData } from '../../../schemas/generated/blocks/video';
import type { StockBadgeProps } from '../../../docs/examples/stockBadge/StockBadge';
import type { StockBadgeBlockData } from '../../../docs/examples/stockBadge/generated/stockBadge';
import { compiledSchema as heroBannerSchema } from '../../../schemas/generated/blocks/heroBanner';

/** Exact type equality (mutual assignability is too loose for optional fields). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/** True when the component's configuration and contentJSON props are exactly the schema's. */
type PropsMatchSchema<Component, Data> =
  PropsOf<Component> extends { configuration: infer Configuration; contentJSON: infer Content }
    ? [Equal<Configuration, ConfigurationOf<Data>>, Equal<Content, ContentOf<Data>>] extends [
        true,
        true,
      ]
      ? true
      : false
    : false;

/** What defineBlock and registerBlock take, so the checks below use the real rule. */
function definition<Data>(value: BlockDefinition<Data>): BlockDefinition<Data> {
  return value;
}
const loads =
  <Props>(component: ComponentType<Props>) =>
  async () => ({ default: component });

/** A hero that wants a field its schema does not have. */
const HeroWantingTitle: ComponentType<
  BlockProps<{ heading: string; title: string }, unknown>
> = () => null;
/** A hero typed with a configuration that allows what the schema refuses. */
const HeroWithLooseHeight: ComponentType<
  BlockProps<{ heading: string; height?: string }, unknown>
> = () => null;

describe('block props and their schemas', () => {
  it('every built-in block takes exactly its schema-derived configuration', () => {
    expectTypeOf<PropsMatchSchema<typeof Columns, ColumnsBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof Detail, DetailBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<
      PropsMatchSchema<typeof FilePreviewLink, FilePreviewLinkBlockData>
    >().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof Footer, FooterBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof Header, HeaderBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof HeroBanner, HeroBannerBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof Image, ImageBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof List, ListBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof RichText, RichTextBlockData>>().toEqualTypeOf<true>();
    expectTypeOf<PropsMatchSchema<typeof Video, VideoBlockData>>().toEqualTypeOf<true>();
  });

  it('the integrator example takes exactly its schema-derived configuration', () => {
    expectTypeOf<StockBadgeProps['configuration']>().toEqualTypeOf<
      ConfigurationOf<StockBadgeBlockData>
    >();
  });

  it('a definition whose component disagrees with its schema does not compile', () => {
    const name = 'heroBanner';
    // @ts-expect-error the component requires `title`, which the schema's configuration lacks
    definition({ componentName: name, schema: heroBannerSchema, load: loads(HeroWantingTitle) });
    // @ts-expect-error typed looser than the schema (any string height): refused as well
    definition({ componentName: name, schema: heroBannerSchema, load: loads(HeroWithLooseHeight) });
    // and the exact-match check flags it, so block props never drift from the schema.
    expectTypeOf<
      PropsMatchSchema<typeof HeroWithLooseHeight, HeroBannerBlockData>
    >().toEqualTypeOf<false>();
  });
});
