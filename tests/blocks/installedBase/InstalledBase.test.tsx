import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import InstalledBase from '../../../blocks/installedBase/InstalledBase';
import type { InstalledBaseConfiguration } from '../../../schemas/generated/blocks/installedBase';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const CONFIGURATION: InstalledBaseConfiguration = {
  heading: 'Your quotes',
  objectName: 'Quote',
  fields: ['Name', 'Status'],
};

/** The block against the real gateway client; `answer` plays the CRM for each makeCall. */
function renderInstalledBase(answer: (data: Record<string, unknown>) => unknown) {
  return renderWithGateway(
    <InstalledBase blockId="b1" configuration={CONFIGURATION} contentJSON={null} />,
    answer,
  );
}

describe('the installedBase block', () => {
  it('loads the records with getLookupRecords and shows them', async () => {
    const { gateway } = renderInstalledBase(() => ({
      statusCode: 200,
      content: [{ Id: 'Q-1', Name: 'Flow panel reorder', Status: 'Ordered' }],
    }));
    expect(screen.getByRole('status', { name: 'Loading Your quotes…' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Flow panel reorder')).toBeVisible();
    const data = JSON.parse(String(gateway.calls[0]?.body.variables.data)) as Record<
      string,
      unknown
    >;
    expect(callType(data)).toBe('getLookupRecords');
    expect(sentPayload(data)).toMatchObject({
      objectName: 'Quote',
      displayFields: ['Id', 'Name', 'Status'],
    });
  });

  it('says so when the CRM has no records', async () => {
    renderInstalledBase(() => ({ statusCode: 200, content: 'ERROR: No records Found.' }));
    expect(await screen.findByText('No records found.')).toBeVisible();
  });

  it("shows the failure with the CRM's message and loads again on retry", async () => {
    let fail = true;
    renderInstalledBase(() =>
      fail
        ? { statusCode: 400, content: 'ERROR: An account is required.' }
        : {
            statusCode: 200,
            content: [{ Id: 'Q-1', Name: 'Flow panel reorder', Status: 'Ordered' }],
          },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your quotes could not be loaded.');
    expect(alert).toHaveTextContent('An account is required.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Flow panel reorder')).toBeVisible();
  });
});
