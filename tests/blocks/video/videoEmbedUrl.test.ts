import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from '../../../runtime/render/videoEmbedUrl';

describe('videoEmbedUrl', () => {
  it.each([
    ['dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  '],
  ])('reads the youtube id from %s', (videoId) => {
    expect(videoEmbedUrl({ provider: 'youtube', videoId })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it.each([
    ['FUmiVkYYXwLt5qrqhTcY9T'],
    ['https://play.vidyard.com/FUmiVkYYXwLt5qrqhTcY9T'],
    ['https://play.vidyard.com/FUmiVkYYXwLt5qrqhTcY9T.html'],
    ['https://video.vidyard.com/watch/FUmiVkYYXwLt5qrqhTcY9T'],
    ['https://share.vidyard.com/watch/FUmiVkYYXwLt5qrqhTcY9T'],
  ])('reads the vidyard id from %s', (videoId) => {
    expect(videoEmbedUrl({ provider: 'vidyard', videoId })).toBe(
      'https://play.vidyard.com/FUmiVkYYXwLt5qrqhTcY9T',
    );
  });

  it.each([
    ['youtube', 'https://vimeo.com/123456'],
    ['youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'not a video'],
    ['youtube', 'javascript:alert(1)'],
    ['vidyard', 'https://evil.example/FUmiVkYYXwLt5qrqhTcY9T'],
    ['vidyard', '"><script>'],
  ] as const)('refuses %s %s', (provider, videoId) => {
    expect(videoEmbedUrl({ provider, videoId })).toBeNull();
  });

  it('refuses a provider other than youtube and vidyard', () => {
    // A stored config from outside the schema: the type says it cannot happen, the data may.
    const provider = 'vimeo' as unknown as 'youtube';
    expect(videoEmbedUrl({ provider, videoId: '123456' })).toBeNull();
  });

  it('starts muted when autoplay is on', () => {
    expect(videoEmbedUrl({ provider: 'youtube', videoId: 'dQw4w9WgXcQ', autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
    );
  });
});
