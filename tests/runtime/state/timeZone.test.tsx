import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  isTimeZone,
  RenderedTimeZoneContext,
  useTimeZone,
} from '../../../runtime/state/timeZone';

/**
 * A moment's text depends on the zone it is shown in. The server renders a signed-in visitor's
 * times in their zone (from their cookie), a guest's in UTC; the client hydrates with the zone the
 * server used and shows the browser's own right after, so no hydration ever mismatches.
 */

const PLACED = new Date(Date.UTC(2026, 10, 29, 7, 30));

function Placed() {
  const timeZone = useTimeZone();
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(PLACED);
  return <p>Placed {text}</p>;
}

const inZone = (zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(PLACED);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function serverThenClient(serverZone: string, hydratingZone: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RenderedTimeZoneContext.Provider value={serverZone}>
      <Placed />
    </RenderedTimeZoneContext.Provider>,
  );
  document.body.append(container);
  const serverText = container.textContent;
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <RenderedTimeZoneContext.Provider value={hydratingZone}>
        <Placed />
      </RenderedTimeZoneContext.Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { serverText, clientText: container.textContent, errors };
}

describe('times across the server render and hydration', () => {
  it('renders in the given zone on the server, hydrates without a mismatch, then shows the browser’s', async () => {
    const { serverText, clientText, errors } = await serverThenClient('Asia/Tokyo', 'Asia/Tokyo');
    expect(serverText).toBe(`Placed ${inZone('Asia/Tokyo')}`);
    expect(errors).toEqual([]);
    expect(clientText).toBe(`Placed ${inZone(browserTimeZone())}`);
  });

  it('would mismatch if the client hydrated in another zone than the server rendered in', async () => {
    const { errors } = await serverThenClient('Asia/Tokyo', 'America/Los_Angeles');
    expect(errors.length).toBeGreaterThan(0);
  });

  it('knows a zone from a made-up or oversized name', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(`Europe/${'x'.repeat(80)}`)).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('the browser’s zone', () => {
  afterEach(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    vi.resetModules();
  });

  it('is Temporal’s where the browser has it, without an Intl formatter', async () => {
    vi.resetModules();
    (globalThis as { Temporal?: unknown }).Temporal = {
      Now: { timeZoneId: () => 'Pacific/Auckland' },
    };
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    const { browserTimeZone: fresh } = await import('../../../runtime/state/timeZone');
    expect(fresh()).toBe('Pacific/Auckland');
    expect(formatter).not.toHaveBeenCalled();
    formatter.mockRestore();
  });

  it('is Intl’s without Temporal', async () => {
    vi.resetModules();
    const { browserTimeZone: fresh } = await import('../../../runtime/state/timeZone');
    expect(fresh()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
