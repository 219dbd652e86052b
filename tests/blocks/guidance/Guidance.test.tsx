import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import Guidance, { GUIDANCE_UNANSWERED_MESSAGE } from '../../../blocks/guidance/Guidance';
import { compiledSchema } from '../../../schemas/generated/blocks/guidance';
import type { GuidanceConfiguration } from '../../../schemas/generated/blocks/guidance';

const CONFIGURATION: GuidanceConfiguration = {
  steps: [
    { question: 'Does your order include reagents that must stay frozen?', options: ['Yes', 'No'] },
    { question: 'Is someone available before 10 am?', options: ['Yes', 'No'] },
  ],
  completeLabel: 'Continue to cart',
};

function renderAtGuidance() {
  const router = createMemoryRouter(
    [
      {
        path: '/guidance',
        element: <Guidance blockId="g1" configuration={CONFIGURATION} contentJSON={null} />,
      },
      { path: '/cart', element: <h1>Your cart</h1> },
    ],
    { initialEntries: ['/guidance'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the guidance block', () => {
  it('asks every question as a group of choices', () => {
    renderAtGuidance();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((group) => group.querySelector('.bf-field-label')?.textContent)).toEqual([
      'Does your order include reagents that must stay frozen?',
      'Is someone available before 10 am?',
    ]);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('will not continue until every question is answered, and focuses the first unanswered', async () => {
    const router = renderAtGuidance();
    const frozen = screen.getByRole('radiogroup', { name: /frozen/ });
    await userEvent.click(screen.getAllByRole('radio', { name: 'Yes' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GUIDANCE_UNANSWERED_MESSAGE);
    expect(frozen).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(screen.getAllByRole('radio', { name: 'Yes' })[0]);
    expect(router.state.location.pathname).toBe('/guidance');
  });

  it('goes on to the cart once every question is answered', async () => {
    const router = renderAtGuidance();
    await userEvent.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    await userEvent.click(screen.getAllByRole('radio', { name: 'Yes' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('has a schema that wants at least one question with two options', () => {
    expect(compiledSchema.validate({ configuration: CONFIGURATION })).toBe(true);
    expect(compiledSchema.validate({ configuration: { steps: [] } })).toBe(false);
    expect(
      compiledSchema.validate({ configuration: { steps: [{ question: 'Q', options: ['Only'] }] } }),
    ).toBe(false);
  });
});
