/**
 * Bench only (issue 3): Puck's <Render> draws the same stored configurations with our own block
 * components (blocks/), so both pages mount the same leaves, and gets the same stylesheets and
 * images. Each block is wrapped in a `.bf-block` div so the bench's watcher counts mounted blocks
 * the same way as on our pages, and the blocks past the first screen load their images lazily as
 * on ours. Puck's side still skips validation, migration, layout settings, lazy chunks and error
 * boundaries, so the comparison errs in Puck's favour.
 */
import type { ReactNode } from 'react';
import type { Config } from '@puckeditor/core';
import ColumnsBlock from '../../../blocks/columns/Columns';
import FilePreviewLinkBlock from '../../../blocks/filePreviewLink/FilePreviewLink';
import FooterBlock from '../../../blocks/footer/Footer';
import HeaderBlock from '../../../blocks/header/Header';
import HeroBannerBlock from '../../../blocks/heroBanner/HeroBanner';
import ImageBlock from '../../../blocks/image/Image';
import RichTextBlock from '../../../blocks/richText/RichText';
import VideoBlock from '../../../blocks/video/Video';
import { ImageLoadingProvider } from '../../../runtime/render/imageLoading';

export interface BlockFields {
  blockId: string;
  configuration: Record<string, unknown>;
  contentJSON: unknown;
  /** Whether the block is on the page's first screen (its images load at once), as on ours. */
  firstScreen: boolean;
}

function Block({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  return (
    <div className="bf-block" data-block-id={id} data-component={name}>
      {children}
    </div>
  );
}

type Renderer = (props: { blockId: string; configuration: never; contentJSON: never }) => ReactNode;

const RENDERERS: Record<string, Renderer> = {
  header: HeaderBlock as Renderer,
  footer: FooterBlock as Renderer,
  heroBanner: HeroBannerBlock as Renderer,
  richText: RichTextBlock as Renderer,
  image: ImageBlock as Renderer,
  video: VideoBlock as Renderer,
  filePreviewLink: FilePreviewLinkBlock as Renderer,
  columns: ColumnsBlock as Renderer,
};

/** Puck's config: one component per block type, rendering the stored configuration. */
export const puckConfig: Config = {
  components: Object.fromEntries(
    Object.entries(RENDERERS).map(([name, Component]) => [
      name,
      {
        render: (props: object) => {
          const { blockId, configuration, contentJSON, firstScreen } = props as BlockFields;
          return (
            <Block id={blockId} name={name}>
              <ImageLoadingProvider loading={firstScreen ? 'eager' : 'lazy'}>
                <Component
                  blockId={blockId}
                  configuration={configuration as never}
                  contentJSON={contentJSON as never}
                />
              </ImageLoadingProvider>
            </Block>
          );
        },
      },
    ]),
  ),
};
