import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form } from '.';

afterEach(cleanup);

describe('Form', () => {
  it('holds its fields, then its buttons, and is sent by its submit button', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form
        aria-label="Pagamento"
        onSubmit={onSubmit}
        actions={<Button type="submit">Paga</Button>}
      >
        <TextField label="Numero della carta" name="carta" />
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Pagamento' });
    expect([...form.querySelectorAll('input, button')].map((element) => element.tagName)).toEqual([
      'INPUT',
      'BUTTON',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Paga' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('with ARIA validation, leaves the check to the caller: an empty required field does not stop it', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form aria-label="Pagamento" validationBehavior="aria" onSubmit={onSubmit}>
        <TextField label="Numero della carta" name="carta" isRequired />
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Pagamento' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Numero della carta' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s errors on the fields they name', () => {
    render(
      <Form aria-label="Registrazione" validationErrors={{ email: 'Indirizzo già registrato.' }}>
        <TextField label="E-mail" name="email" />
        <TextField label="Nome" name="nome" />
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Indirizzo già registrato.');
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('aria-invalid');
  });
});
