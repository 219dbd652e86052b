import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import Configurator from '../../../blocks/configurator/Configurator';
import { sessionAtom, SIGNED_OUT } from '../../../runtime/session/sessionState';
import {
  INSTRUMENT_RULES,
  PANEL_RULES,
  SAVED_PANEL,
} from '../../../stories/support/configuratorFixtures';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

type Answer = { statusCode: number; content: unknown };
const ok = (content: unknown): Answer => ({ statusCode: 200, content });

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** The block at `path`, signed in as paul unless `guest`; `answer` plays the CRM per call type. */
function renderConfigurator(
  path: string,
  answer: (type: string, data: Record<string, unknown>) => Answer,
  guest = false,
) {
  const store = createStore();
  if (!guest)
    store.set(sessionAtom, {
      ...SIGNED_OUT,
      token: { access_token: 'a', expires_in: 3600 },
      profile: { username: 'paul.portal', given_name: 'Paul', locale: 'en-US' } as never,
    });
  return renderWithGateway(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Configurator blockId="b1" configuration={{}} contentJSON={null} />
        <Address />
      </MemoryRouter>
    </Provider>,
    (data) => answer(callType(data) ?? '', data),
  );
}

/** Adds a marker through the marker search: type, then pick the option named exactly so. */
async function addMarker(marker: string): Promise<void> {
  await userEvent.type(screen.getByRole('combobox', { name: 'Add a marker' }), marker);
  await userEvent.click(await screen.findByRole('option', { name: marker }));
  expect(await screen.findByLabelText(`Fluorochrome for ${marker}`)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Add a marker' })).toHaveValue('');
  // The list closed: nothing else on the page is hidden from assistive technology.
  await waitFor(() => expect(document.querySelector('[aria-hidden="true"] select')).toBeNull());
}

describe('the configurator block', () => {
  it('builds a panel: overlap warning with its fix, the fix, then saves it into the cart', async () => {
    const saves: Record<string, unknown>[] = [];
    const { gateway } = renderConfigurator('/configurator', (type, data) => {
      if (type === 'saveItemToQuote') {
        saves.push(sentPayload(data));
        return ok({ configuration: { ...SAVED_PANEL, id: 'a0KNEW' }, total: 520, cart: null });
      }
      return ok(PANEL_RULES);
    });
    expect(screen.getByRole('status', { name: 'Loading the configurator…' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Aurion 4L/ }));
    await addMarker('CD3');
    await addMarker('CD4');
    // Only what the Aurion 4L reads and the catalogue has for CD3.
    const cd3 = screen.getByLabelText('Fluorochrome for CD3');
    expect(
      within(cd3)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'BV421', 'FITC', 'PE', 'APC']);
    await userEvent.selectOptions(cd3, 'PE');
    await userEvent.selectOptions(screen.getByLabelText('Fluorochrome for CD4'), 'PE-Dazzle 594');
    expect(screen.getByText(/PE \(CD3\) and PE-Dazzle 594 \(CD4\) overlap strongly/)).toBeVisible();
    expect(screen.getByText('How to fix: Choose APC for CD4 instead.')).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Fluorochrome for CD4'), 'APC');
    expect(screen.queryByText(/overlap strongly/)).toBeNull();
    // The summary's total: 261 + 259.
    expect(document.querySelector('.bf-configurator-total')).toHaveTextContent(/Total.*520\.00/);
    await userEvent.click(screen.getByRole('button', { name: 'Save and add to cart' }));
    expect(await screen.findByText(/is in your cart/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // The next save changes this configuration: its id joins the address.
    expect(await screen.findByText(/configurationId=a0KNEW/)).toBeInTheDocument();
    const request = JSON.parse(String(saves[0]?.saverequest)) as Record<string, unknown>;
    expect(request).toMatchObject({
      configuration: {
        itemId: null,
        selection: {
          kind: 'panel',
          instrumentItemId: 'a1Cellaris0001146',
          markers: [
            { marker: 'CD3', fluorochrome: 'PE' },
            { marker: 'CD4', fluorochrome: 'APC' },
          ],
          quantity: 1,
        },
      },
    });
    expect(saves[0]?.objID).toBeUndefined();
    expect(gateway.calls.length).toBeGreaterThan(1);
  });

  it('reopens a saved configuration and saves over it with objID', async () => {
    const saves: Record<string, unknown>[] = [];
    renderConfigurator(`/configurator?configurationId=${SAVED_PANEL.id}`, (type, data) => {
      if (type === 'getConfiguration') return ok(SAVED_PANEL);
      if (type === 'saveItemToQuote') {
        saves.push(sentPayload(data));
        return ok({ configuration: SAVED_PANEL, total: 1, cart: null });
      }
      return ok(PANEL_RULES);
    });
    expect(await screen.findByLabelText('Fluorochrome for CD4')).toHaveValue('PE-Dazzle 594');
    expect(screen.getByLabelText('Vials of each antibody')).toHaveValue('2');
    expect(screen.getByText(/overlap strongly/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes and update cart' }));
    expect(await screen.findByText(/Configuration updated/)).toBeVisible();
    expect(saves[0]?.objID).toBe(SAVED_PANEL.id);
  });

  it('keeps every choice when the save fails, and says why', async () => {
    renderConfigurator(`/configurator?configurationId=${SAVED_PANEL.id}`, (type) =>
      type === 'getConfiguration'
        ? ok(SAVED_PANEL)
        : type === 'saveItemToQuote'
          ? {
              statusCode: 422,
              content: 'ERROR: The configuration cannot be saved: CD9 is unknown.',
            }
          : ok(PANEL_RULES),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save changes and update cart' }),
    );
    expect(await screen.findByText(/CD9 is unknown/)).toBeVisible();
    expect(screen.getByLabelText('Fluorochrome for CD3')).toHaveValue('PE');
    expect(screen.getByLabelText('Fluorochrome for CD4')).toHaveValue('PE-Dazzle 594');
  });

  it('blocks saving a panel the instrument cannot read, and says how to fix it', async () => {
    renderConfigurator('/configurator', () => ok(PANEL_RULES));
    await userEvent.click(await screen.findByRole('radio', { name: /Aurion 4L/ }));
    await addMarker('CD3');
    await userEvent.selectOptions(screen.getByLabelText('Fluorochrome for CD3'), 'BV421');
    // The Sortera 4-Way has no violet laser: the choice is cleared, and saving waits for a new one.
    await userEvent.click(screen.getByRole('radio', { name: /Sortera 4-Way/ }));
    expect(screen.getByLabelText('Fluorochrome for CD3')).toHaveValue('');
    expect(screen.getByText('Before saving: Choose a fluorochrome for CD3.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save and add to cart' })).toBeDisabled();
  });

  it('explains instrument options and flags a missing requirement', async () => {
    renderConfigurator('/configurator?itemId=a1Cellaris0001149', () => ok(INSTRUMENT_RULES));
    expect(
      await screen.findByRole('heading', { name: 'Cellaris Sortera 6-Way Cell Sorter', level: 1 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Plate Loader for Sortera' }));
    // In the checks with its fix, and again where the summary says why it cannot be saved.
    expect(
      screen.getAllByText(/Plate Loader for Sortera requires Sample Injection Probe for Sortera/),
    ).toHaveLength(2);
    expect(
      screen.getByText(
        'How to fix: Add Sample Injection Probe for Sortera, or remove Plate Loader for Sortera.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save and add to cart' })).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Sample Injection Probe for Sortera' }),
    );
    expect(screen.getByRole('button', { name: 'Save and add to cart' })).toBeEnabled();
  });

  it('asks a guest to sign in to save', async () => {
    renderConfigurator('/configurator', () => ok(PANEL_RULES), true);
    expect(await screen.findByRole('link', { name: 'Sign in to save' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says when an item has no configurator', async () => {
    renderConfigurator('/configurator?itemId=a1Cellaris0000001', () => ({
      statusCode: 404,
      content: 'ERROR: This item has no configurator.',
    }));
    expect(await screen.findByText('This item cannot be configured')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Build a panel instead' })).toHaveAttribute(
      'href',
      '/configurator',
    );
  });

  it('renders nothing in upload mode and asks the CRM nothing', () => {
    const { container, gateway } = renderConfigurator('/configurator?itemId=x&mode=upload', () =>
      ok(PANEL_RULES),
    );
    expect(container.querySelector('.bf-configurator')).toBeNull();
    expect(gateway.calls).toHaveLength(0);
  });
});
