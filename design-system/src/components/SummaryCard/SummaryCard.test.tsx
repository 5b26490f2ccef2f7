import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { SummaryCard } from '.';

afterEach(cleanup);

describe('SummaryCard', () => {
  it('titles the record at the given level, with its status, details and actions', () => {
    render(
      <SummaryCard
        headingLevel={3}
        title="Kayak sul Po"
        status={<Badge variant="caution">In revisione</Badge>}
        actions={<Link href="/it/dashboard/outdoor/modifica/7">Modifica</Link>}
        data-testid="listing"
      >
        Ultima modifica 3 dicembre
      </SummaryCard>,
    );
    const card = screen.getByTestId('listing');
    expect(card.tagName).toBe('ARTICLE');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Kayak sul Po');
    expect(card).toHaveTextContent('In revisione');
    expect(card).toHaveTextContent('Ultima modifica 3 dicembre');
    expect(within(card).getByRole('link', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/it/dashboard/outdoor/modifica/7',
    );
  });

  it('is a list item inside a list of cards', () => {
    render(
      <ul>
        <SummaryCard as="li" title="Prenotazione 1" />
        <SummaryCard as="li" title="Prenotazione 2" />
      </ul>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
