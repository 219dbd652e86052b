import { useState } from 'react';

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** The provider's player address that starts playing (built by `videoEmbedUrl`, checked by `safeHref`). */
  src: string;
  /** What the video is: the frame's title and the play button's name. */
  title: string;
  /** CSS aspect ratio of the box; 16/9 unless given. */
  aspectRatio?: string;
  /** Load and play at once instead of waiting for the visitor's click. */
  autoplay?: boolean;
}

/**
 * One youtube or vidyard player box (the video block's and the elearning lessons'). Unless it
 * autoplays, it first shows a play button and the provider's frame loads only when the visitor
 * asks for it: no third-party request or cookie before consent to watch, no player weight on the
 * page load, and a box that still says what it holds when the provider cannot be reached.
 */
export function VideoPlayer({
  src,
  title,
  aspectRatio = '16/9',
  autoplay = false,
}: VideoPlayerProps) {
  const [requested, setRequested] = useState(false);
  const playing = requested || autoplay;
  return (
    <div className="bf-video" style={{ aspectRatio }}>
      {playing ? (
        <iframe
          className="bf-video-frame"
          src={src}
          title={title}
          loading={requested ? 'eager' : 'lazy'}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="bf-video-poster"
          aria-label={`Play video: ${title}`}
          onClick={() => setRequested(true)}
        >
          <span className="bf-video-play" aria-hidden="true" />
          <span className="bf-video-title">{title}</span>
        </button>
      )}
    </div>
  );
}
