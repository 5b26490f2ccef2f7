import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DescriptionList } from '.';

afterEach(cleanup);

describe('DescriptionList', () => {
  it('pairs each term with its details, in order', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Nome', details: 'Anna' },
          { term: 'Email', details: 'anna@example.org', detailsProps: { 'data-testid': 'email' } },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((node) => node.textContent);
    const details = screen.getAllByRole('definition').map((node) => node.textContent);
    expect(terms).toEqual(['Nome', 'Email']);
    expect(details).toEqual(['Anna', 'anna@example.org']);
    expect(screen.getByTestId('email')).toHaveTextContent('anna@example.org');
  });

  it('says when a detail is not given instead of leaving it blank', () => {
    render(
      <DescriptionList
        emptyDetails="non indicato"
        items={[
          { term: 'Nome', details: '' },
          { term: 'Cognome', details: null },
        ]}
      />,
    );
    expect(screen.getAllByRole('definition').map((node) => node.textContent)).toEqual([
      'non indicato',
      'non indicato',
    ]);
  });

  it('keeps each pair together in one group of the list', () => {
    const { container } = render(
      <DescriptionList items={[{ term: 'Codice', details: 'AR-123', isCode: true }]} />,
    );
    const list = container.querySelector('dl');
    const pair = list?.firstElementChild as HTMLElement;
    expect(pair.tagName).toBe('DIV');
    expect(within(pair).getByRole('term')).toHaveTextContent('Codice');
    expect(within(pair).getByRole('definition')).toHaveTextContent('AR-123');
  });
});
