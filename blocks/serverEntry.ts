/**
 * The entry of the server render's bundle (dist/ssr, built by `vite build` beside the client):
 * the same block registrations as the browser's entry (blocks/index.ts, whose start call this build
 * leaves out, as Storybook's does: .storybook/blockRegistrationsOnly.ts), and the one function the
 * server calls. The server loads the built bundle by
 * path; it never imports these sources (docs/decisions.md "First page rendered on the server").
 */
import './index';
// The one import of the runtime outside its public API: the server render is not a block's API.
export { renderFirstPage } from '../runtime/ssr/renderFirstPage';
