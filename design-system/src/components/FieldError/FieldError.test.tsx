import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { TextField } from '../TextField';
import { renderBothWays } from '../private/renderBothWays';
import { FieldError, fieldErrorMessages, validityMessage } from '.';

afterEach(cleanup);

const validity = (flags: Partial<ValidityState>): ValidityState =>
  ({
    badInput: false,
    customError: false,
    patternMismatch: false,
    rangeOverflow: false,
    rangeUnderflow: false,
    stepMismatch: false,
    tooLong: false,
    tooShort: false,
    typeMismatch: false,
    valueMissing: false,
    valid: false,
    ...flags,
  }) as ValidityState;

describe('validityMessage', () => {
  it('picks the localized message of the failing constraint and fills its limit', () => {
    expect(validityMessage(validity({ valueMissing: true }), fieldErrorMessages.it)).toBe(
      'Questo campo è obbligatorio.',
    );
    expect(
      validityMessage(validity({ typeMismatch: true }), fieldErrorMessages.fr, { email: true }),
    ).toMatch(/adresse e-mail valide/);
    expect(
      validityMessage(validity({ tooShort: true }), fieldErrorMessages.en, { minLength: 8 }),
    ).toBe('Enter at least 8 characters.');
    expect(
      validityMessage(validity({ rangeOverflow: true }), fieldErrorMessages.it, { max: 10 }),
    ).toBe('Il valore massimo è 10.');
  });
});

describe('FieldError inside a field', () => {
  it('shows the built-in message in the provider locale after a native validation failure', async () => {
    render(
      <DesignSystemProvider locale="fr">
        <form>
          <TextField label="Nom" isRequired />
          <button type="submit">Envoyer</button>
        </form>
      </DesignSystemProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  });

  it('prefers an external message and links it to the input', () => {
    render(
      <DesignSystemProvider locale="it">
        <TextField label="Codice" errorMessage="Codice scaduto" />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Codice' })).toHaveAccessibleDescription(
      'Codice scaduto',
    );
  });
});

describe('FieldError in native mode', () => {
  it('renders nothing on its own in either mode (the native fields draw their own error line)', () => {
    const { interactive, static: native } = renderBothWays(
      <FieldError errorMessage="Code expiré" />,
      'fr',
    );
    expect(native).toBe('');
    expect(interactive).toBe('');
  });

  it('is drawn by a native field with the same look and wiring', () => {
    render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <TextField label="Code" errorMessage="Code expiré" />
      </DesignSystemProvider>,
    );
    const error = screen.getByText('Code expiré').parentElement!;
    expect(error).toHaveAttribute('slot', 'errorMessage');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Code expiré',
    );
  });
});
