/**
 * The sandbox benchmarks' page (issue 6): the guest storefront's /sandbox-lab page filled through
 * the test-mode route with twenty copies of one small custom block (a badge, a heading, a line of
 * text and a button), drawn either with `blockfront.render` or with DOM calls.
 */
import http from 'node:http';

export const BLOCKS = 20;

/** A typical small custom block: a badge, a heading, a line of text and a button. */
export const RENDER_JS = `blockfront.render({ type: 'stack', gap: 'small', children: [
  { type: 'badge', tone: 'info', text: 'Offer' },
  { type: 'heading', level: 3, text: 'Block ' + blockfront.contentJSON.html.length },
  { type: 'text', tone: 'muted', text: 'Rendered by customJS in the sandbox.' },
  { type: 'button', text: 'Show', onPress: () => blockfront.toast('Hello') },
] });`;
/** The same block through the DOM (remote elements appended to `blockfront.root`). */
export const DOM_JS = `const make = (name, properties, ...children) => {
  const element = Object.assign(document.createElement('ui-' + name), properties);
  element.append(...children);
  return element;
};
const button = make('button', {}, 'Show');
button.addEventListener('press', () => blockfront.toast('Hello'));
blockfront.root.append(make('stack', { gap: 'small' },
  make('badge', { tone: 'info' }, 'Offer'),
  make('heading', { level: 3 }, 'Block ' + blockfront.contentJSON.html.length),
  make('text', { tone: 'muted' }, 'Rendered by customJS in the sandbox.'),
  button));`;
export const WORKLOADS = [
  { name: 'blockfront.render (render runtime)', customJS: RENDER_JS },
  { name: 'DOM calls (DOM runtime)', customJS: DOM_JS },
];
export const CUSTOM_CSS = ':host { border-left: 3px solid #0E2A47; padding-left: 8px; }';

export function putLab(port: number, customJS: string): Promise<void> {
  const body = JSON.stringify({
    slots: Array.from({ length: BLOCKS }, () => ({ customJS, customCSS: CUSTOM_CSS })),
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/__test__/sandbox-lab',
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        if (response.statusCode === 204) resolve();
        else reject(new Error(`lab route: HTTP ${response.statusCode}`));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
