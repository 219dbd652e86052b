import { safeHref, videoEmbedUrl, type BlockProps } from '../../runtime/blocks';
import { VideoPlayer } from '../../runtime/ui/index';
// Derived from schemas/blocks/video.schema.json by scripts/compileValidators.ts.
import type { VideoConfiguration } from '../../schemas/generated/blocks/video';

/**
 * One youtube or vidyard player of the configured aspect ratio (the shared `VideoPlayer`: a play
 * button first, the provider's frame only when asked for, unless the block autoplays). The schema
 * refuses other providers; an id that is not the provider's throws, so the pipeline shows the
 * block's placeholder (invisible to customers, the reason listed in dev mode) rather than a
 * broken player.
 */
export default function Video({ configuration }: BlockProps<VideoConfiguration>) {
  // Built from the provider's own host and an id; the URL policy checks it like every other link.
  // The player plays once shown (after the visitor's click, or at once when autoplaying).
  const src = safeHref(videoEmbedUrl({ ...configuration, autoplay: true }));
  if (!src) {
    throw new Error(
      `videoId ${JSON.stringify(configuration.videoId)} is not a ${configuration.provider} video id or URL`,
    );
  }
  return (
    <VideoPlayer
      src={src}
      title={configuration.title}
      aspectRatio={configuration.aspectRatio ?? '16/9'}
      autoplay={configuration.autoplay === true}
    />
  );
}
