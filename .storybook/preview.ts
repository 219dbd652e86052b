import type { Preview } from '@storybook/react-vite';
import '../runtime/app/base.css';
import '../runtime/ui/ui.css';
import '../blocks/blocks.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Mobile (< 768)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768-1023)', styles: { width: '834px', height: '1000px' } },
        desktop: { name: 'Desktop (>= 1024)', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};

export default preview;
