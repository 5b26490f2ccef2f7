import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { PasswordField } from '.';

afterEach(cleanup);

describe('PasswordField', () => {
  it('reveals and hides the password with a localized toggle', async () => {
    render(
      <DesignSystemProvider locale="fr">
        <PasswordField label="Mot de passe" />
      </DesignSystemProvider>,
    );
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows an external error message and marks the field invalid', () => {
    render(
      <DesignSystemProvider locale="it">
        <PasswordField label="Password" errorMessage="Password errata" />
      </DesignSystemProvider>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password errata')).toBeInTheDocument();
  });
});
