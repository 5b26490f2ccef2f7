import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckinResult, checkinOutcomes } from '.';

afterEach(cleanup);

describe('CheckinResult', () => {
  it('says a valid ticket politely, with what it admits', () => {
    render(
      <CheckinResult
        outcome="valid"
        title="Valido: può entrare"
        details={[{ id: 'a', term: 'Ingresso', details: 'Museo Egizio' }]}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Valido: può entrare');
    expect(status).toHaveTextContent('Museo Egizio');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('interrupts for every other answer', () => {
    for (const outcome of checkinOutcomes.filter((o) => o !== 'valid')) {
      render(<CheckinResult outcome={outcome} title={outcome} text="Dettagli" />);
      expect(screen.getByRole('alert')).toHaveAttribute('data-outcome', outcome);
      expect(screen.getByRole('alert')).toHaveTextContent(`${outcome}Dettagli`);
      cleanup();
    }
  });
});
