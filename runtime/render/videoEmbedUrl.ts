/** A configured video: the provider (youtube or vidyard), its id or URL, whether it autoplays. */
export interface VideoSource {
  provider: string;
  videoId: string;
  autoplay?: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
// Vidyard player UUIDs are URL-safe tokens; the CMS also stores readable slugs in this shape.
const VIDYARD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDYARD_HOSTS = new Set(['play.vidyard.com', 'video.vidyard.com', 'share.vidyard.com']);

function parseUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function youtubeId(value: string): string | null {
  if (YOUTUBE_ID.test(value)) return value;
  const url = parseUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    candidate =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vidyardId(value: string): string | null {
  if (VIDYARD_ID.test(value)) return value;
  const url = parseUrl(value);
  if (!url || !VIDYARD_HOSTS.has(url.hostname.toLowerCase())) return null;
  // play.vidyard.com/<id>(.html|.jpg), video|share.vidyard.com/watch/<id>
  const segments = url.pathname.split('/').filter(Boolean);
  const last = (segments[0] === 'watch' ? segments[1] : segments[0])?.replace(/\.(html|jpg)$/, '');
  return last && VIDYARD_ID.test(last) ? last : null;
}

/**
 * The player address of a configured video (the video block's rules, shared with the elearning
 * block's lessons), or null when the id (or URL) is not one of the
 * provider's. Only these two player hosts are built, which are the frame hosts the server's CSP
 * allows; YouTube through its no-cookie host, so nothing is tracked until the visitor plays.
 */
export function videoEmbedUrl(configuration: VideoSource): string | null {
  const value = configuration.videoId.trim();
  if (configuration.provider === 'youtube') {
    const id = youtubeId(value);
    if (!id) return null;
    return `https://www.youtube-nocookie.com/embed/${id}${configuration.autoplay ? '?autoplay=1&mute=1' : ''}`;
  }
  if (configuration.provider === 'vidyard') {
    const id = vidyardId(value);
    if (!id) return null;
    return `https://play.vidyard.com/${id}${configuration.autoplay ? '?autoplay=1&muted=1' : ''}`;
  }
  return null;
}
