import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { Spinner } from '.';

afterEach(cleanup);

describe('Spinner', () => {
  it('announces a localized label as a status', () => {
    render(
      <DesignSystemProvider locale="fr">
        <Spinner />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours…');
  });

  it('prefers an explicit label', () => {
    render(<Spinner label="Calcolo del prezzo" />);
    expect(screen.getByRole('status')).toHaveTextContent('Calcolo del prezzo');
  });
});
