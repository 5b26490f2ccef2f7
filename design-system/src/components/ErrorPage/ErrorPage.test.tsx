import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { ErrorPage } from '.';

afterEach(cleanup);

describe('ErrorPage', () => {
  it('titles the page with the status code and lists the links it is given', () => {
    render(
      <DesignSystemProvider locale="en">
        <ErrorPage
          statusCode={404}
          message="Page not found"
          links={[
            { label: 'Home', href: '/en' },
            { label: 'Tourist offices', href: '/en/visit/plan-your-trip/tourist-offices' },
          ]}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Useful links' });
    expect(within(list).getByRole('link', { name: 'Tourist offices' })).toHaveAttribute(
      'href',
      '/en/visit/plan-your-trip/tourist-offices',
    );
  });

  it('shows a raw message without links for other errors', () => {
    render(<ErrorPage statusCode={500} message="Database unavailable" />);
    expect(screen.getByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
