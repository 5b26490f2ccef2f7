import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { RegisterScreen } from './RegisterScreen';
import { message, renderScreen } from './screens.testing';

afterEach(cleanup);

describe('RegisterScreen', () => {
  it('says which fields are wrong in the page language and focuses the first of them', async () => {
    const action = vi.fn(() => null);
    renderScreen(() => <RegisterScreen />, { lang: 'en', path: 'dashboard/registrazione', action });
    fireEvent.click(
      await screen.findByRole('button', { name: message('en', 'commerce.register.submit') }),
    );
    const firstName = screen.getByRole('textbox', {
      name: message('en', 'commerce.fields.firstName'),
    });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(message('en', 'commerce.errors.required'));
    const privacy = screen.getByRole('checkbox', {
      name: message('en', 'commerce.fields.privacy'),
    });
    expect(privacy).toHaveAccessibleDescription(message('en', 'commerce.errors.agreement'));
    expect(action).not.toHaveBeenCalled();
  });

  it('posts the fields by their names to the route action once they are valid', async () => {
    let posted: Record<string, FormDataEntryValue> = {};
    const action = vi.fn(async ({ request }: { request: Request }) => {
      posted = Object.fromEntries(await request.formData());
      return null;
    });
    renderScreen(() => <RegisterScreen />, { lang: 'it', path: 'dashboard/registrazione', action });
    // A password input has no role: it is found by its label (the required mark is drawn after it).
    const field = (key: string) =>
      screen.getByLabelText(new RegExp(`^${message('it', key)}\\*?$`), { selector: 'input' });
    fireEvent.change(
      await screen.findByRole('textbox', { name: message('it', 'commerce.fields.firstName') }),
      { target: { value: 'Ada' } },
    );
    fireEvent.change(
      screen.getByRole('textbox', { name: message('it', 'commerce.fields.lastName') }),
      { target: { value: 'Lovelace' } },
    );
    fireEvent.change(
      screen.getByRole('textbox', { name: message('it', 'commerce.fields.email') }),
      { target: { value: 'ada@example.org' } },
    );
    fireEvent.change(field('commerce.fields.password'), { target: { value: 'analitica-1843' } });
    fireEvent.change(field('commerce.fields.confirmPassword'), {
      target: { value: 'analitica-1843' },
    });
    fireEvent.click(
      screen.getByRole('checkbox', { name: message('it', 'commerce.fields.privacy') }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: message('it', 'commerce.register.submit') }),
    );
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(posted).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analitica-1843',
      confirm: 'analitica-1843',
      privacy: 'on',
    });
  });

  it('shows the server’s field errors under their fields and its message as an alert', async () => {
    renderScreen(
      () => (
        <RegisterScreen
          result={{
            formError: 'commerce.register.refused',
            fieldErrors: { email: 'commerce.errors.email' },
            values: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@', privacy: 'on' },
          }}
        />
      ),
      { lang: 'fr', path: 'dashboard/registrazione' },
    );
    const email = await screen.findByRole('textbox', {
      name: message('fr', 'commerce.fields.email'),
    });
    expect(email).toHaveValue('ada@');
    expect(email).toHaveAccessibleDescription(message('fr', 'commerce.errors.email'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(message('fr', 'commerce.register.refused'));
    expect(
      screen.getByRole('textbox', { name: message('fr', 'commerce.fields.firstName') }),
    ).toHaveValue('Ada');
  });
});
