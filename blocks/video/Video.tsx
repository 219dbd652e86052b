import { useState } from 'react';
import type { BlockProps } from '../../runtime/blocks';
// Derived from schemas/blocks/video.schema.json by scripts/compileValidators.ts.
import type { VideoConfiguration } from '../../schemas/generated/blocks/video';
import { videoEmbedUrl } from './videoEmbedUrl';

/**
 * One youtube or vidyard player of the configured aspect ratio. Unless the block autoplays, the
 * box first shows a play button and the provider's frame loads only when the visitor asks for it:
 * no third-party request or cookie before consent to watch, no player weight on the page load,
 * and a box that still says what it holds when the provider cannot be reached. The schema refuses
 * other providers; an id that is not the provider's throws, so the pipeline shows the block's
 * placeholder (invisible to customers, the reason listed in dev mode) rather than a broken player.
 */
export default function Video({ configuration }: BlockProps<VideoConfiguration>) {
  const [requested, setRequested] = useState(false);
  const src = videoEmbedUrl(requested ? { ...configuration, autoplay: true } : configuration);
  if (!src) {
    throw new Error(
      `videoId ${JSON.stringify(configuration.videoId)} is not a ${configuration.provider} video id or URL`,
    );
  }
  const playing = requested || configuration.autoplay === true;
  return (
    <div className="bf-video" style={{ aspectRatio: configuration.aspectRatio ?? '16/9' }}>
      {playing ? (
        <iframe
          className="bf-video-frame"
          src={src}
          title={configuration.title}
          loading={requested ? 'eager' : 'lazy'}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="bf-video-poster"
          aria-label={`Play video: ${configuration.title}`}
          onClick={() => setRequested(true)}
        >
          <span className="bf-video-play" aria-hidden="true" />
          <span className="bf-video-title">{configuration.title}</span>
        </button>
      )}
    </div>
  );
}
