import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLayoutSchema } from '../../runtime/render/layoutSchema';

afterEach(() => cleanup());

// The layout settings' validator is a lazy chunk the app loads with the first block schema
// (runtime/render/layoutSchema.ts); tests that register eager schemas render at once with it.
await loadLayoutSchema();
