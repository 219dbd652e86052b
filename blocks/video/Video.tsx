import type { BlockProps } from '../../runtime/index';
// Derived from schemas/blocks/video.schema.json by scripts/compileValidators.ts.
import type { VideoConfiguration } from '../../schemas/generated/blocks/video';
import { videoEmbedUrl } from './videoEmbedUrl';

/**
 * One youtube or vidyard player in a lazily loaded frame of the configured aspect ratio. The
 * schema refuses other providers; an id that is not the provider's throws, so the pipeline shows
 * the block's placeholder (invisible to customers, the reason listed in dev mode) rather than a
 * broken player.
 */
export default function Video({ configuration }: BlockProps<VideoConfiguration>) {
  const src = videoEmbedUrl(configuration);
  if (!src) {
    throw new Error(
      `videoId ${JSON.stringify(configuration.videoId)} is not a ${configuration.provider} video id or URL`,
    );
  }
  return (
    <div className="bf-video" style={{ aspectRatio: configuration.aspectRatio ?? '16/9' }}>
      <iframe
        className="bf-video-frame"
        src={src}
        title={configuration.title}
        loading="lazy"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
