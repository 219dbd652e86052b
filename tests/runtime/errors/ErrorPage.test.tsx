import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../../runtime/errors/ErrorPage';

afterEach(() => localStorage.clear());

const cases = [
  [401, 'Authorization Required', 'You are not authorized to access this page', 460],
  [
    404,
    'Page Not Found',
    'check that the URL is spelled correctly, use the navigation or search',
    725,
  ],
  [500, 'Internal Server Error', 'Please try again later', 615],
  [503, 'Internal Server Error', 'temporarily unavailable', 574],
  [
    509,
    'Limit Exceeded',
    'bandwidth limit for this site has been exceeded. Please check back later',
    686,
  ],
] as const;

describe('ErrorPage', () => {
  it.each(cases)('%i shows "%s" at most %4$i px wide', (status, title, text, width) => {
    render(<ErrorPage status={status} navigate={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1, name: title });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    const page = screen.getByRole('region', { name: title });
    expect(page).toHaveStyle({ maxWidth: `${width}px` });
  });

  it.each(cases.map(([status]) => status))(
    '%i has a RETURN TO HOMEPAGE button going to /',
    async (status) => {
      const navigate = vi.fn();
      render(<ErrorPage status={status} navigate={navigate} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'RETURN TO HOMEPAGE' }));
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
    },
  );

  it.each([200, 400, 403, 502, 0])('renders nothing for %i', (status) => {
    const { container } = render(<ErrorPage status={status} navigate={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('401 clears the stored login info and keeps other keys', () => {
    localStorage.setItem('ec-aws-tokendata-sf1', '{"access_token":"x"}');
    localStorage.setItem('ec-aws-userdata-sf1', '{}');
    localStorage.setItem('ec-aws-logininfo-sf1', '{}');
    localStorage.setItem('EC_Quote_Id', 'q1');
    render(<ErrorPage status={401} navigate={() => {}} />);
    expect(localStorage.getItem('ec-aws-tokendata-sf1')).toBeNull();
    expect(localStorage.getItem('ec-aws-userdata-sf1')).toBeNull();
    expect(localStorage.getItem('ec-aws-logininfo-sf1')).toBeNull();
    expect(localStorage.getItem('EC_Quote_Id')).toBe('q1');
  });

  it.each([404, 500, 503, 509])('%i leaves the login info alone', (status) => {
    localStorage.setItem('ec-aws-tokendata-sf1', 'x');
    render(<ErrorPage status={status} navigate={() => {}} />);
    expect(localStorage.getItem('ec-aws-tokendata-sf1')).toBe('x');
  });
});
