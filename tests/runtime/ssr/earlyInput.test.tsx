import { act, fireEvent } from '@testing-library/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from '../../../schemas/earlyInputScript';
import { dropEarlyInput, holdEarlyInput } from '../../../runtime/ssr/earlyInput';
import { ReplayEarlyInput } from '../../../runtime/ssr/ReplayEarlyInput';

/**
 * A visitor types into the server's form and presses its button before the client takes the page
 * over: what they typed reaches the block's state, and the form is sent once, with it.
 */

interface Sent {
  name: string;
  message: string;
  topic: string;
  urgent: boolean;
}

function ContactForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('Hello');
  const [topic, setTopic] = useState('orders');
  const [urgent, setUrgent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, message, topic, urgent });
  };
  return (
    <form onSubmit={submit} data-block-id="contact">
      <ReplayEarlyInput blockId="contact" />
      <input aria-label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea
        aria-label="Message"
        name="message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <select
        aria-label="Topic"
        name="topic"
        value={topic}
        onChange={(e) => setTopic(e.target.value)}
      >
        <option value="orders">Orders</option>
        <option value="service">Instrument service</option>
      </select>
      <input
        type="checkbox"
        aria-label="Urgent"
        checked={urgent}
        onChange={(e) => setUrgent(e.target.checked)}
      />
      <p data-testid="state">{`${name}|${message}|${topic}|${urgent}`}</p>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
});

/** The server's page with the early-input script running, as the browser has it before React. */
function serverPage(onSend: (sent: Sent) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm onSend={onSend} />);
  document.body.append(container);
  new Function(EARLY_INPUT_SCRIPT)();
  return container;
}

function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** The client's start: take what the script kept, hydrate, the form replays it in its commit. */
async function hydrate(container: HTMLElement, onSend: (sent: Sent) => void) {
  holdEarlyInput();
  await act(async () => {
    root = hydrateRoot(container, <ContactForm onSend={onSend} />);
  });
  // The held submission goes in the next task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const field = <T extends Element>(container: HTMLElement, label: string) =>
  container.querySelector<T & HTMLElement>(`[aria-label="${label}"]`)!;

describe('input before the client takes the page over', () => {
  it('reaches the form’s state, and a press of its button sends it once, with those values', async () => {
    const sent: Sent[] = [];
    const container = serverPage((s) => sent.push(s));
    type(field(container, 'Name'), 'Paul Okafor');
    type(field(container, 'Message'), 'Our sorter clogs every morning.');
    type(field(container, 'Topic'), 'service');
    field<HTMLInputElement>(container, 'Urgent').click();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submitted);
    // Held back: no navigation the browser's way.
    expect(submitted.defaultPrevented).toBe(true);

    await hydrate(container, (s) => sent.push(s));

    expect(container.querySelector('[data-testid="state"]')).toHaveTextContent(
      'Paul Okafor|Our sorter clogs every morning.|service|true',
    );
    expect(sent).toEqual([
      {
        name: 'Paul Okafor',
        message: 'Our sorter clogs every morning.',
        topic: 'service',
        urgent: true,
      },
    ]);
  });

  it('reaches a block whose code arrives after the page’s first commit, as that block hydrates', async () => {
    const sent: Sent[] = [];
    const onSend = (s: Sent) => sent.push(s);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <ContactForm onSend={onSend} />
        </Suspense>
      </main>,
    );
    document.body.append(container);
    new Function(EARLY_INPUT_SCRIPT)();
    type(field(container, 'Name'), 'Paul Okafor');
    container.querySelector('form')!.requestSubmit();

    let arrive = (_: { default: typeof ContactForm }) => {};
    const LateForm = lazy(() => new Promise<{ default: typeof ContactForm }>((r) => (arrive = r)));
    holdEarlyInput();
    await act(async () => {
      root = hydrateRoot(
        container,
        <main>
          <Suspense fallback={<p>Loading</p>}>
            <LateForm onSend={onSend} />
          </Suspense>
        </main>,
      );
    });
    // The page committed; the form's block is still the server's markup, not yet React's.
    expect(sent).toEqual([]);
    await act(async () => arrive({ default: ContactForm }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('[data-testid="state"]')).toHaveTextContent(
      'Paul Okafor|Hello|orders|false',
    );
    expect(sent).toEqual([
      { name: 'Paul Okafor', message: 'Hello', topic: 'orders', urgent: false },
    ]);
  });

  it('presses a plain button pressed before, once however often it was pressed', async () => {
    let presses = 0;
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <div data-block-id="counter">
          <ReplayEarlyInput blockId="counter" />
          <button
            type="button"
            onClick={() => {
              presses += 1;
              setCount((c) => c + 1);
            }}
          >
            Add to cart
          </button>
          <output>{count}</output>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    new Function(EARLY_INPUT_SCRIPT)();
    const button = container.querySelector('button')!;
    // The impatient visitor presses twice: nothing happened the first time.
    button.click();
    button.click();
    expect(presses).toBe(0);
    holdEarlyInput();
    await act(async () => {
      root = hydrateRoot(container, <Counter />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(presses).toBe(1);
    expect(container.querySelector('output')).toHaveTextContent('1');
  });

  it('with nothing typed, the state is the server’s and nothing is sent', async () => {
    const sent: Sent[] = [];
    const container = serverPage((s) => sent.push(s));
    await hydrate(container, (s) => sent.push(s));
    expect(container.querySelector('[data-testid="state"]')).toHaveTextContent(
      '|Hello|orders|false',
    );
    expect(sent).toEqual([]);
  });

  it('stops holding submissions once taken: React answers them itself', async () => {
    const sent: Sent[] = [];
    const container = serverPage((s) => sent.push(s));
    await hydrate(container, (s) => sent.push(s));
    act(() => {
      fireEvent.change(field(container, 'Name'), { target: { value: 'Ada' } });
    });
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(sent).toEqual([{ name: 'Ada', message: 'Hello', topic: 'orders', urgent: false }]);
  });

  it('leaves a form with its own action (a punchout post) to the browser', () => {
    const container = serverPage(() => undefined);
    const form = document.createElement('form');
    form.setAttribute('action', 'https://procurement.example/return');
    container.append(form);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    dropEarlyInput();
  });

  it('replays presses and a submission in the visitor’s order: a press after a search waits for its list', async () => {
    const ALL = ['Aaron Baptiste', 'Beatrix Colville', 'Carlos Mendes'];
    const events: string[] = [];
    let answer: (names: string[]) => void = () => undefined;
    /** A user list with a first-name search whose answer arrives later (its loading state busy). */
    function Users() {
      const [names, setNames] = useState<string[] | null>(ALL);
      const [open, setOpen] = useState<string | null>(null);
      const search = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const given = String(new FormData(event.currentTarget).get('q'));
        events.push(`search ${given}`);
        setNames(null);
        answer = (found) => setNames(found);
      };
      return (
        <div data-block-id="users">
          <ReplayEarlyInput blockId="users" />
          <button type="button" onClick={() => events.push('refresh')}>
            Refresh
          </button>
          <form onSubmit={search}>
            <input aria-label="Search" name="q" defaultValue="" />
            <button type="submit">Search</button>
          </form>
          {names === null ? (
            <div role="status" aria-busy="true">
              Loading users…
            </div>
          ) : (
            names.map((name) => (
              <button
                key={name}
                type="button"
                aria-label={`Actions for ${name}`}
                onClick={() => {
                  events.push(`actions ${name}`);
                  setOpen(name);
                }}
              >
                …
              </button>
            ))
          )}
          <output>{open ? `Menu of ${open}` : 'No menu'}</output>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Users />);
    document.body.append(container);
    new Function(EARLY_INPUT_SCRIPT)();
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
      )!;
    // Before the client: Refresh, then a search for Beatrix, then her row's Actions.
    button('Refresh').click();
    type(field(container, 'Search'), 'Beatrix');
    container.querySelector('form')!.requestSubmit(button('Search'));
    button('Actions for Beatrix Colville').click();
    holdEarlyInput();
    await act(async () => {
      root = hydrateRoot(container, <Users />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // In order: the press before the search, the search; her Actions wait for the new list.
    expect(events).toEqual(['refresh', 'search Beatrix']);
    expect(container).toHaveTextContent('Loading users…');
    act(() => answer(['Beatrix Colville']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(events).toEqual(['refresh', 'search Beatrix', 'actions Beatrix Colville']);
    expect(container.querySelector('output')).toHaveTextContent('Menu of Beatrix Colville');
  });
});
