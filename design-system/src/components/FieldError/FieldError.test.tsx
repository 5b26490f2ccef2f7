import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { TextField } from '../TextField';
import { fieldErrorMessages, validityMessage } from '.';

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
