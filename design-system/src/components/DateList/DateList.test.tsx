import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { DateList } from '.';

afterEach(cleanup);

describe('DateList', () => {
  it('renders lines in the locale with machine-readable <time> elements', () => {
    const { container } = render(
      <DesignSystemProvider locale="en">
        <DateList
          today="2026-01-01"
          entries={[
            { ricorrenza: 'mai', data_inizio: '2026-05-29', data_fine: '2026-06-01' },
            { data: '2026-07-01T21:00:00' },
          ]}
        />
      </DesignSystemProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'From 05/29/2026 to 06/01/2026',
      '07/01/2026 at 21:00',
    ]);
    const times = [...container.querySelectorAll('time')].map((time) =>
      time.getAttribute('datetime'),
    );
    expect(times).toEqual(['2026-05-29', '2026-06-01', '2026-07-01T21:00']);
  });

  it('renders nothing when no entry is valid', () => {
    const { container } = render(
      <DesignSystemProvider locale="it">
        <DateList today="2026-01-01" entries={[{ ricorrenza: 'mai', data_inizio: '2026-06-01' }]} />
      </DesignSystemProvider>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('in a card: compact lines without icons of their own', () => {
    const { container } = render(
      <DesignSystemProvider locale="it">
        <DateList
          today="2026-01-01"
          size="sm"
          withIcons={false}
          entries={[{ ricorrenza: 'mai', data_inizio: '2026-05-29', data_fine: '2026-06-01' }]}
        />
      </DesignSystemProvider>,
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Dal 29/05/2026 al 01/06/2026');
  });
});
