import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CrmAnswer, CrmCall } from '../../stories/support/gatewayHandlers';
import { callType, gatewayHarness } from './dataBlockHarness';

/** Shows the router's current path and query, so a test can read where a block navigated. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a billing block at `path` against the real gateway client, the CRM played by `answer`
 * (billingAnswers of stories/support/billingFixtures.ts: the seeded demo account). Returns the
 * calls the block made, as the CRM saw them.
 */
export function renderBilling(
  ui: ReactElement,
  answer: (call: CrmCall) => CrmAnswer,
  path: string,
) {
  const calls: CrmCall[] = [];
  const harness = gatewayHarness((data) => {
    const call: CrmCall = {
      type: callType(data) ?? '',
      payload: data.payload ? (JSON.parse(String(data.payload)) as unknown) : null,
      accountId: (data.accountId as string | null) ?? null,
    };
    calls.push(call);
    const result = answer(call);
    if (result === 'pending') return new Promise(() => {});
    return result;
  });
  const rendered = harness.render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...rendered, calls };
}
