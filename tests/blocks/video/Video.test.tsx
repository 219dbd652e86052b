import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import Video from '../../../blocks/video/Video';
import { compiledSchema } from '../../../schemas/generated/blocks/video';
import { createBlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRenderProvider } from '../../../runtime/render/BlockRenderContext';
import { BlockView } from '../../../runtime/render/BlockView';
import type { VideoConfiguration } from '../../../schemas/generated/blocks/video';
import { seededLayout, storedBlock } from '../../runtime/render/fixtures';

function renderVideo(configuration: VideoConfiguration) {
  return render(<Video blockId="v1" configuration={configuration} contentJSON={null} />);
}

describe('video block', () => {
  it('shows a titled play button and loads no player until the visitor asks for it', async () => {
    renderVideo({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      title: 'Inside the Aurion 5L spectral flow cytometer',
      autoplay: false,
      aspectRatio: '16/9',
    });
    expect(screen.queryByTitle('Inside the Aurion 5L spectral flow cytometer')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Play video: Inside the Aurion 5L spectral flow cytometer',
      }),
    );
    const frame = screen.getByTitle('Inside the Aurion 5L spectral flow cytometer');
    expect(frame.tagName).toBe('IFRAME');
    // Through the no-cookie host, and playing at once: the visitor already pressed play.
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*autoplay=1/,
    );
  });

  it('embeds an autoplaying vidyard video at once, in a lazy frame', () => {
    renderVideo({
      provider: 'vidyard',
      videoId: 'cellaris-company-overview-2025',
      title: 'Cellaris company overview',
      autoplay: true,
    });
    const frame = screen.getByTitle('Cellaris company overview');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/play\.vidyard\.com\/cellaris-company-overview-2025/,
    );
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('video block in the pipeline', () => {
  let warn: MockInstance<typeof console.warn>;
  let error: MockInstance<typeof console.error>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  function renderStored(configuration: Record<string, unknown>, devMode: boolean) {
    const registry = createBlockRegistry();
    registry.register({
      componentName: 'video',
      schema: compiledSchema,
      load: async () => ({ default: Video }),
    });
    const block = storedBlock({
      blockId: 'vid-1',
      componentName: 'video',
      configuration,
      contentJSON: null,
      layoutSettings: seededLayout(),
    });
    return render(
      <BlockRenderProvider devMode={devMode} viewer={{ isGuest: true }} registry={registry}>
        <BlockView block={block} />
      </BlockRenderProvider>,
    );
  }

  it('shows nothing to customers for another provider', async () => {
    const { container } = renderStored(
      { provider: 'vimeo', videoId: '123456', title: 'Elsewhere' },
      false,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-block-id="vid-1"]')).not.toBeVisible();
  });

  it('lists the reason in dev mode for an id that is not the provider’s', async () => {
    renderStored(
      { provider: 'youtube', videoId: 'https://vimeo.com/123456', title: 'Elsewhere' },
      true,
    );
    expect(await screen.findByRole('note')).toHaveTextContent('is not a youtube video id or URL');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
