import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, enhancedMarkup, renderBothWays } from '../private/renderBothWays';
import enhancePasswordField from './enhance';
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

describe('PasswordField for forms that check a field on leaving it', () => {
  it('keeps the error line while valid, so an error shown on leaving it moves nothing', () => {
    const { container, rerender } = render(<PasswordField label="Password" reserveErrorSpace />);
    const field = container.firstElementChild as HTMLElement;
    const parts = () => [...field.children].map((child) => child.tagName);
    const before = parts();
    rerender(
      <PasswordField label="Password" reserveErrorSpace errorMessage="Almeno 8 caratteri." />,
    );
    expect(parts()).toEqual(before);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Almeno 8 caratteri.');
  });

  it('gives the same markup in both modes with the line kept', () => {
    for (const error of [undefined, 'Almeno 8 caratteri.']) {
      const { interactive, static: native } = renderBothWays(
        <PasswordField label="Password" name="password" reserveErrorSpace errorMessage={error} />,
        'it',
      );
      expect(comparableMarkup(enhancedMarkup(native, enhancePasswordField))).toBe(
        comparableMarkup(interactive),
      );
    }
  });
});

describe('PasswordField in native mode', () => {
  const field = (
    <PasswordField
      label="Mot de passe"
      name="password"
      description="Au moins 8 caractères."
      isRequired
      minLength={8}
      autoComplete="new-password"
    />
  );

  it('is the same markup as the react-aria field once its enhancement has run', () => {
    const { interactive, static: native } = renderBothWays(field, 'fr');
    expect(native).not.toContain('data-rac');
    expect(native).toContain('data-enhance="password-field"');
    expect(comparableMarkup(native)).not.toBe(comparableMarkup(interactive));
    expect(comparableMarkup(enhancedMarkup(native, enhancePasswordField))).toBe(
      comparableMarkup(interactive),
    );
  });

  it('is a plain password input the form submits, with the toggle hidden', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>{field}</form>
      </DesignSystemProvider>,
    );
    const input = screen.getByLabelText(/Mot de passe/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('minlength', '8');
    expect(input).toHaveAccessibleDescription('Au moins 8 caractères.');
    (input as HTMLInputElement).value = 'secret-123';
    expect(new FormData(container.querySelector('form')!).get('password')).toBe('secret-123');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reveals and hides the password once enhanced, and announces it', async () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        {field}
      </DesignSystemProvider>,
    );
    const root = container.querySelector<HTMLElement>('[data-enhance="password-field"]')!;
    const undo = enhancePasswordField(root);
    const input = screen.getByLabelText(/Mot de passe/);
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Mot de passe affiché',
    );
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Mot de passe masqué',
    );
    undo?.();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
