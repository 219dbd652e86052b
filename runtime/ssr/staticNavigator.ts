import { createPath, type Navigator, type To } from 'react-router-dom';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

function noNavigation(): never {
  throw new Error('No navigation during the server render');
}

/**
 * The server render's navigator, as react-router's static router had it: links get the same
 * hrefs as in the browser's history (the markup hydrates unchanged), and nothing navigates.
 */
export const staticNavigator: Navigator = {
  createHref: hrefOf,
  encodeLocation(to) {
    const url = new URL(hrefOf(to).replace(/ $/, '%20'), 'http://localhost');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  },
  go: noNavigation,
  push: noNavigation,
  replace: noNavigation,
};
