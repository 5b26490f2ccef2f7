import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './form';

afterEach(cleanup);

describe('focusFirstInvalid', () => {
  it('focuses the first named control in the order of the form, not of the error list', () => {
    render(
      <form aria-label="Registrazione">
        <input aria-label="Nome" name="first_name" />
        <input aria-label="Email" name="email" />
        <input aria-label="Password" name="password" />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(focusFirstInvalid(form, ['password', 'email'])).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('focuses the visible control of a value kept in a hidden input', () => {
    render(
      <form aria-label="Fasce">
        <div>
          <input aria-label="Posti" inputMode="numeric" />
          <input type="hidden" name="slot_capacita_0" value="" />
        </div>
      </form>,
    );
    expect(
      focusFirstInvalid(screen.getByRole('form') as HTMLFormElement, ['slot_capacita_0']),
    ).toBe(true);
    expect(screen.getByLabelText('Posti')).toHaveFocus();
  });

  it('leaves focus alone when no control has an error', () => {
    render(
      <form aria-label="Vuoto">
        <input aria-label="Nome" name="first_name" />
      </form>,
    );
    expect(focusFirstInvalid(screen.getByRole('form') as HTMLFormElement, ['email'])).toBe(false);
    expect(document.body).toHaveFocus();
  });
});
