/**
 * The storefront's entry: registers the built-in blocks through the runtime's public API, then
 * starts the app. Each block's code is a lazy chunk loaded only by pages that use it; its
 * precompiled validator (schemas/generated/blocks/<name>.js) is small and ships with the entry,
 * because the pipeline validates a block before deciding to load it.
 */
import { defineBlock, startStorefront } from '../runtime/index';
import { compiledSchema as headerSchema } from '../schemas/generated/blocks/header';
import { compiledSchema as footerSchema } from '../schemas/generated/blocks/footer';
import { compiledSchema as heroBannerSchema } from '../schemas/generated/blocks/heroBanner';
import { compiledSchema as richTextSchema } from '../schemas/generated/blocks/richText';
import { compiledSchema as imageSchema } from '../schemas/generated/blocks/image';
import { compiledSchema as videoSchema } from '../schemas/generated/blocks/video';
import { compiledSchema as filePreviewLinkSchema } from '../schemas/generated/blocks/filePreviewLink';
import { compiledSchema as columnsSchema } from '../schemas/generated/blocks/columns';
import { compiledSchema as listSchema } from '../schemas/generated/blocks/list';
import { compiledSchema as detailSchema } from '../schemas/generated/blocks/detail';
import './blocks.css';

defineBlock({
  componentName: 'header',
  schema: headerSchema,
  load: () => import('./header/Header'),
  skeletonHeight: '72px',
});
defineBlock({
  componentName: 'footer',
  schema: footerSchema,
  load: () => import('./footer/Footer'),
  skeletonHeight: '240px',
});
defineBlock({
  componentName: 'heroBanner',
  schema: heroBannerSchema,
  load: () => import('./heroBanner/HeroBanner'),
  skeletonHeight: '360px',
});
defineBlock({
  componentName: 'richText',
  schema: richTextSchema,
  load: () => import('./richText/RichText'),
});
defineBlock({
  componentName: 'image',
  schema: imageSchema,
  load: () => import('./image/Image'),
  skeletonHeight: '420px',
});
defineBlock({
  componentName: 'video',
  schema: videoSchema,
  load: () => import('./video/Video'),
  skeletonHeight: '360px',
});
defineBlock({
  componentName: 'filePreviewLink',
  schema: filePreviewLinkSchema,
  load: () => import('./filePreviewLink/FilePreviewLink'),
  skeletonHeight: '120px',
});
defineBlock({
  componentName: 'columns',
  schema: columnsSchema,
  load: () => import('./columns/Columns'),
  skeletonHeight: '360px',
});
defineBlock({
  componentName: 'list',
  schema: listSchema,
  load: () => import('./list/List'),
  skeletonHeight: '480px',
});
defineBlock({
  componentName: 'detail',
  schema: detailSchema,
  load: () => import('./detail/Detail'),
  skeletonHeight: '360px',
});

startStorefront();
