import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { Alert } from '.';

afterEach(cleanup);

describe('Alert', () => {
  it('interrupts for errors and warnings, waits for information and success', () => {
    render(
      <>
        <Alert tone="error">A</Alert>
        <Alert tone="warning">B</Alert>
        <Alert tone="info">C</Alert>
        <Alert tone="success">D</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('says its tone in words in the current language', () => {
    render(
      <DesignSystemProvider locale="fr">
        <Alert tone="error" title="Paiement refusé" />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur: Paiement refusé');
  });

  it('is not a live region when announcing is turned off', () => {
    render(
      <Alert tone="error" announce={false}>
        Già presente
      </Alert>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a localized dismiss button when dismissible', async () => {
    const onDismiss = vi.fn();
    render(
      <DesignSystemProvider locale="en">
        <Alert onDismiss={onDismiss}>Saved</Alert>
      </DesignSystemProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
