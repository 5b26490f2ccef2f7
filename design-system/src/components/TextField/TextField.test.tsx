import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { EmailField } from '../EmailField';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { TextField } from '.';

afterEach(cleanup);

describe('TextField and EmailField in native mode', () => {
  it.each<[string, ReactElement]>([
    ['plain', <TextField label="Nom" />],
    [
      'described, required, limited',
      <TextField
        label="Nom"
        description="Comme sur le billet."
        name="name"
        isRequired
        minLength={2}
        maxLength={80}
        autoComplete="name"
        defaultValue="Giulia"
        placeholder="Prénom Nom"
      />,
    ],
    ['external error, own id', <TextField label="Code" id="code" errorMessage="Code expiré" />],
    ['invalid without message', <TextField label="Code" isInvalid />],
    ['disabled, read-only, value', <TextField label="Code" isDisabled isReadOnly value="X1" />],
    ['pattern, input mode', <TextField label="CAP" pattern="[0-9]{5}" inputMode="numeric" />],
    ['email', <EmailField label="E-mail" name="email" isRequired description="Pour le billet." />],
    ['error line kept, valid', <TextField label="Carte" reserveErrorSpace />],
    ['error line kept, invalid', <TextField label="Carte" reserveErrorSpace errorMessage="Non" />],
  ])('is the same markup without react-aria (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });

  it('is submitted by a plain form and validated by the browser', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>
          <EmailField label="E-mail" name="email" isRequired description="Pour le billet." />
          <TextField label="Nom" name="name" defaultValue="Giulia" />
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    const email = screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement;
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('Pour le billet.');
    expect(form.checkValidity()).toBe(false);
    email.value = 'not an address';
    expect(email.validity.typeMismatch).toBe(true);
    email.value = 'giulia@example.org';
    expect(form.checkValidity()).toBe(true);
    const data = new FormData(form);
    expect(data.get('email')).toBe('giulia@example.org');
    expect(data.get('name')).toBe('Giulia');
  });

  it('shows an external error as the input’s description and marks it invalid', () => {
    render(
      <DesignSystemProvider locale="it" interactive={false}>
        <TextField label="Codice" errorMessage="Codice scaduto" description="Sul biglietto." />
      </DesignSystemProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Codice' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Sul biglietto. Codice scaduto');
  });
});

describe('TextField for forms that check a field on leaving it', () => {
  function CardField({ reserve }: { reserve?: boolean }) {
    const [error, setError] = useState<string>();
    return (
      <TextField
        label="Numero della carta"
        reserveErrorSpace={reserve}
        errorMessage={error}
        onBlur={() => setError('Numero della carta non valido.')}
      />
    );
  }

  it('keeps the error line while valid, so the error takes its place and nothing moves', async () => {
    const { container } = render(<CardField reserve />);
    const field = container.firstElementChild as HTMLElement;
    const input = screen.getByRole('textbox', { name: 'Numero della carta' });
    const parts = () => [...field.children].map((child) => child.tagName);
    const before = parts();
    const line = field.lastElementChild as HTMLElement;
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(line.textContent?.trim()).toBe('');
    expect(input).not.toHaveAccessibleDescription();
    act(() => input.focus());
    act(() => input.blur());
    expect(parts()).toEqual(before);
    expect(field.lastElementChild).toHaveTextContent('Numero della carta non valido.');
    expect(input).toHaveAccessibleDescription('Numero della carta non valido.');
  });

  it('adds the error line only with the error when not asked to keep it', () => {
    const { container } = render(<CardField />);
    const field = container.firstElementChild as HTMLElement;
    const count = field.children.length;
    const input = screen.getByRole('textbox');
    act(() => input.focus());
    act(() => input.blur());
    expect(field.children.length).toBe(count + 1);
  });

  it('hands its input to the caller, who can focus it (the first field in error)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="E-mail" inputRef={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    act(() => ref.current?.focus());
    expect(screen.getByRole('textbox')).toHaveFocus();
  });
});
