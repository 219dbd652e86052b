import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InstalledBase from '../../../blocks/installedBase/InstalledBase';
import PartsSearch from '../../../blocks/partsSearch/PartsSearch';
import { PARTS_SEARCH_DEBOUNCE_MS } from '../../../runtime/blocks';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';
import {
  FILTER,
  IMAGES,
  imageBody,
  INSTRUMENTS,
  KIT,
  kitOf,
  NEW_LASER,
  ok,
  OLD_LASER,
  partsPage,
  relationsOf,
} from '../../../stories/support/serviceFixtures';

type Data = Record<string, unknown>;

/** A CRM playing the service calls; `overrides` answers some types differently. */
function serviceCrm(overrides: Record<string, (payload: Data) => unknown> = {}) {
  const cart = new Map<string, number>();
  let kitLinked = false;
  return (data: Data) => {
    const type = callType(data) ?? '';
    const payload = data.payload ? sentPayload(data) : {};
    if (overrides[type]) return overrides[type](payload);
    switch (type) {
      case 'getInstalledBase':
        return ok({ instruments: INSTRUMENTS });
      case 'getPartsList': {
        const text = String(payload.searchText ?? '').toLowerCase();
        const all = [NEW_LASER, OLD_LASER, KIT, FILTER];
        return ok(
          partsPage(all.filter((p) => `${p.partNumber} ${p.title}`.toLowerCase().includes(text))),
        );
      }
      case 'getQliQuantity':
        return ok({
          quoteId: 'Q-1',
          quantities: Object.fromEntries(
            (payload.itemIds as string[]).map((id) => [id, cart.get(id) ?? 0]),
          ),
        });
      case 'getSuperSubRelatedItemsParts': {
        const subject = [NEW_LASER, OLD_LASER, KIT, FILTER].find(
          (p) => p.itemId === payload.itemId,
        )!;
        return ok(relationsOf(subject));
      }
      case 'getImages':
        return ok({ images: IMAGES });
      case 'loadImageBody':
        return ok(imageBody());
      case 'addPartToQuote':
        cart.set(
          String(payload.itemId),
          (cart.get(String(payload.itemId)) ?? 0) + Number(payload.qty),
        );
        return ok({ quote: { id: 'Q-1' }, lineItems: [], itemCount: 1 });
      case 'getLinkComponent':
        return ok(kitOf(true, kitLinked ? [FILTER] : []));
      case 'linkComponent':
        kitLinked = true;
        return ok(kitOf(true, [FILTER]));
      case 'unlinkKitItem':
        kitLinked = false;
        return ok(kitOf(true));
      default:
        return ok([]);
    }
  };
}

const calls = (gateway: { calls: { body: { variables: { data?: unknown } } }[] }, type: string) =>
  gateway.calls
    .map((call) => JSON.parse(String(call.body.variables.data)) as Data)
    .filter((data) => callType(data) === type);

function renderService(answer: (data: Data) => unknown) {
  // The app's query client: it runs the writes' declared invalidations (cart quantities).
  return gatewayHarness(answer, createStorefrontQueryClient()).render(
    <MemoryRouter initialEntries={['/service']}>
      <JotaiProvider>
        <InstalledBase
          blockId="ib"
          configuration={{ heading: 'Your instruments' }}
          contentJSON={null}
        />
        <PartsSearch
          blockId="ps"
          configuration={{ heading: 'Find spare parts', cartUrl: '/cart' }}
          contentJSON={null}
        />
      </JotaiProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  URL.createObjectURL ??= () => 'blob:view';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => vi.useRealTimers());

/**
 * Opens a part's detail. The results re-render when the cart quantities arrive, so the click is
 * retried on the current button until the detail shows.
 */
async function openPart(name: string) {
  await screen.findByRole('button', { name: `Details of ${name}` }, { timeout: 3000 });
  await waitFor(
    async () => {
      await userEvent.click(screen.getByRole('button', { name: `Details of ${name}` }));
      expect(document.querySelector('.bf-parts-detail')).not.toBeNull();
    },
    { timeout: 3000 },
  );
}

describe('the installedBase and partsSearch blocks', () => {
  it("lists the account's instruments and scopes the parts search to the picked instrument's model", async () => {
    const { gateway } = renderService(serviceCrm());
    await screen.findByText('SN AUR5L-21-004187');
    const table = screen.getByRole('table', { name: 'Your instruments' });
    expect(within(table).getByText('Aurion 5L Spectral Flow Cytometer')).toBeVisible();
    expect(within(table).getByText('SN AUR5L-21-004187')).toBeVisible();
    expect(within(table).getByText('Cellaris Care Premium')).toBeVisible();
    expect(within(table).getByText('No contract')).toBeVisible();
    await screen.findByRole('table', { name: 'Parts' });
    expect(sentPayload(calls(gateway, 'getPartsList')[0]!)).not.toHaveProperty('modelCode');
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Find parts for HelixSeq 2000 Sequencer (SN HSQ2K-22-000093)',
      }),
    );
    await waitFor(() =>
      expect(sentPayload(calls(gateway, 'getPartsList').at(-1)!)).toMatchObject({
        modelCode: 'HSQ2K',
      }),
    );
    expect(
      screen.getByRole('button', {
        name: 'Parts shown for HelixSeq 2000 Sequencer (SN HSQ2K-22-000093)',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks getPartsList once per pause in typing (debounced), not per keystroke', async () => {
    const user = userEvent.setup({
      delay: 50,
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { gateway } = renderService(serviceCrm());
    await screen.findByRole('table', { name: 'Parts' });
    const before = calls(gateway, 'getPartsList').length;
    await user.type(screen.getByRole('searchbox', { name: 'Part number or description' }), 'lm488');
    expect(calls(gateway, 'getPartsList')).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(PARTS_SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(calls(gateway, 'getPartsList')).toHaveLength(before + 1));
    expect(sentPayload(calls(gateway, 'getPartsList').at(-1)!)).toMatchObject({
      searchText: 'lm488',
      page: 1,
      pageSize: 20,
    });
    expect(await screen.findByText('2 parts')).toBeVisible();
  });

  it('offers the replacement of an obsolete part, shows the exploded view and adds with a quantity', async () => {
    const { gateway } = renderService(serviceCrm());
    await openPart('AUR-LM488-01 Laser Module 488 nm, 50 mW');
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('AUR-LM488-01 is obsolete and can no longer be ordered.');
    expect(notice).toHaveTextContent('It is replaced by AUR-LM488-02');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await userEvent.click(
      within(notice).getByRole('button', { name: 'View replacement AUR-LM488-02' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Laser Module 488 nm, 60 mW' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'Aurion optical bench and fluidics: exploded view' }),
    ).toBeVisible();
    expect(screen.getByText('AUR-LM488-02 is item 1 of this drawing (marked).')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('150%')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'AUR-LM488-01 Laser Module 488 nm, 50 mW' }),
    ).toBeVisible();

    const qty = screen.getByRole('textbox', { name: 'Quantity of AUR-LM488-02' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Enter at least 1.')).toBeVisible();
    expect(calls(gateway, 'addPartToQuote')).toHaveLength(0);
    await userEvent.clear(qty);
    await userEvent.type(qty, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(/Added 3 × AUR-LM488-02 to your cart\./)).toBeVisible();
    // The gateway client adds the payload extras the spec names from the session.
    expect(sentPayload(calls(gateway, 'addPartToQuote')[0]!)).toEqual({
      itemId: 'P-2',
      qty: 3,
      awsUserType: 'AWSManager',
      contactId: 'CON-1',
    });
    const results = screen.getByRole('table', { name: 'Parts' });
    await waitFor(() =>
      expect(
        within(within(results).getByText('AUR-LM488-02').closest('tr')!).getByText('3'),
      ).toBeVisible(),
    );
    expect(sentPayload(calls(gateway, 'getQliQuantity').at(-1)!)).toMatchObject({
      awsUserType: 'AWSManager',
      contactId: 'CON-1',
    });
  });

  it("shows the CRM's refusal next to Add to cart and keeps the search and the part open", async () => {
    renderService(
      serviceCrm({
        addPartToQuote: () => ({
          statusCode: 409,
          content: 'ERROR: Part AUR-LM488-02 is obsolete; order AUR-LM488-03 instead.',
        }),
      }),
    );
    await openPart('AUR-LM488-02 Laser Module 488 nm, 60 mW');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Part AUR-LM488-02 is obsolete; order AUR-LM488-03 instead.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Laser Module 488 nm, 60 mW' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Parts' })).toBeVisible();
  });

  it('lets a manager link and unlink a kit component after confirming', async () => {
    const { gateway } = renderService(serviceCrm());
    await openPart('AUR-PM-KIT Aurion Preventive Maintenance Kit');
    const components = await screen.findByRole('table', { name: 'Components of AUR-PM-KIT' });
    expect(within(components).getByText(/AUR-SHF-02/)).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Part to link' }), 'P-4');
    await userEvent.click(screen.getByRole('button', { name: 'Link to kit' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Link this component?' },
      { timeout: 5000 },
    );
    expect(calls(gateway, 'linkComponent')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link component' }));
    expect(
      await screen.findByText('AUR-FLT-530 Bandpass Filter 530/30 is now a component of the kit.'),
    ).toBeVisible();
    expect(sentPayload(calls(gateway, 'linkComponent')[0]!)).toMatchObject({
      kitItemId: 'P-3',
      componentItemId: 'P-4',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unlink AUR-FLT-530 from the kit' }));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: 'Unlink this component?' },
      { timeout: 5000 },
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink component' }));
    expect(
      await screen.findByText('AUR-FLT-530 Bandpass Filter 530/30 was unlinked from the kit.'),
    ).toBeVisible();
  });

  it("shows a refused kit link next to the control; the kit's components stay as they were", async () => {
    const { gateway } = renderService(
      serviceCrm({
        linkComponent: () => ({
          statusCode: 409,
          content: 'ERROR: AUR-FLT-530 is already a component of this kit.',
        }),
      }),
    );
    await openPart('AUR-PM-KIT Aurion Preventive Maintenance Kit');
    const components = await screen.findByRole('table', { name: 'Components of AUR-PM-KIT' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Part to link' }), 'P-4');
    await userEvent.click(screen.getByRole('button', { name: 'Link to kit' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Link this component?' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link component' }));
    expect(
      await screen.findByText('AUR-FLT-530 is already a component of this kit.'),
    ).toBeVisible();
    expect(calls(gateway, 'linkComponent')).toHaveLength(1);
    expect(within(components).getByText(/AUR-SHF-02/)).toBeVisible();
    expect(within(components).queryByText(/AUR-FLT-530/)).toBeNull();
    // The part stays open.
    expect(document.querySelector('.bf-parts-detail')).not.toBeNull();
  });

  it('says why the parts could not be searched, keeps what was typed and the parts cart untouched', async () => {
    let fail = false;
    const { gateway } = renderService(
      serviceCrm({
        getPartsList: (payload) =>
          fail
            ? { statusCode: 500, content: 'ERROR: Parts catalogue unavailable.' }
            : ok(partsPage(String(payload.searchText ?? '') ? [] : [NEW_LASER, FILTER])),
      }),
    );
    await screen.findByRole('button', { name: /^Details of AUR-LM488-02/ }, { timeout: 3000 });
    fail = true;
    const box = screen.getByRole('searchbox', { name: 'Part number or description' });
    await userEvent.type(box, 'sheath');
    expect(
      await screen.findByText(/Parts catalogue unavailable\./, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(box).toHaveValue('sheath');
    // A failed search never writes to the cart.
    for (const type of ['addPartToQuote', 'updateQtyOnQLIs', 'deleteLineItems'])
      expect(calls(gateway, type)).toHaveLength(0);
  });

  it('shows no kit editing to a user the CRM says may not edit', async () => {
    renderService(serviceCrm({ getLinkComponent: () => ok(kitOf(false)) }));
    await openPart('AUR-PM-KIT Aurion Preventive Maintenance Kit');
    await screen.findByRole('table', { name: 'Components of AUR-PM-KIT' });
    expect(screen.queryByRole('button', { name: /Unlink/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Part to link' })).toBeNull();
  });

  it('says so when the instruments cannot be loaded, and loads again on retry', async () => {
    let fail = true;
    renderService(
      serviceCrm({
        getInstalledBase: () =>
          fail
            ? { statusCode: 500, content: 'ERROR: Install base unavailable.' }
            : ok({ instruments: INSTRUMENTS }),
      }),
    );
    const alert = await screen.findByText('Your instruments could not be loaded.');
    fail = false;
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await screen.findByText('SN AUR5L-21-004187')).toBeVisible();
  });
});
