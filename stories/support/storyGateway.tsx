import type { Decorator } from '@storybook/react-vite';
import { crmHandler, type CrmAnswer } from './gatewayHandlers';

export type { CrmAnswer };

/**
 * Kept for stories written before the MSW handlers (other branches may still use it): answers
 * the story's makeCalls with `answer`, now through MSW in front of the seed handler, so the block
 * runs the real gateway client against a real network response. Story-level uses win over
 * meta-level ones (they are installed last, and MSW's latest handler answers first).
 *
 * @deprecated Use `parameters: { msw: gatewayAnswers(answer) }` (gatewayHandlers.ts); with no
 * parameter at all a story gets the seed's data.
 */
export function withCrm(answer: (type: string, payload: unknown) => CrmAnswer): Decorator {
  const handler = crmHandler(({ type, payload }) => answer(type, payload));
  return (Story, { msw }) => {
    // The addon resets handlers whenever a story loads; a re-render keeps them.
    if (!msw.listHandlers().includes(handler)) msw.use(handler);
    return <Story />;
  };
}
