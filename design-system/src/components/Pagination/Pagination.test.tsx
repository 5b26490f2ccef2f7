import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { Pagination } from '.';

afterEach(cleanup);

const href = (page: number) => `/en/cerca?page=${page}`;

describe('Pagination', () => {
  it('links every shown page and marks the current one', () => {
    render(
      <DesignSystemProvider locale="en">
        <Pagination page={5} totalPages={10} hrefForPage={href} />
      </DesignSystemProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/en/cerca?page=5');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en/cerca?page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en/cerca?page=6',
    );
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Page 8' })).toBeNull();
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: 'Pagina precedente' })).toBeNull();
    rerender(<Pagination page={3} totalPages={3} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: 'Pagina successiva' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pagina precedente' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} hrefForPage={href} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Pagination in native mode', () => {
  it.each([
    ['first page', 1],
    ['middle', 6],
    ['last page', 12],
  ])('is the same list of plain links without react-aria (%s)', (_name, page) => {
    const { interactive, static: native } = renderBothWays(
      <Pagination page={page} totalPages={12} hrefForPage={href} />,
      'en',
    );
    expect(native).not.toContain('data-rac');
    expect(native).toContain('aria-current="page"');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });
});
