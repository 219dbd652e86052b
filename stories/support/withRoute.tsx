import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

/** Puts a story at a URL: blocks that read the path or keep state in the query need a router. */
export function withRoute(path: string): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Story />
    </MemoryRouter>
  );
}
