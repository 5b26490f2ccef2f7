import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Checkbox,
  DesignSystemProvider,
  EmailField,
  FieldErrorTemplate,
  NumberField,
  PasswordField,
  TextField,
  TimeSlotPicker,
} from '@city/design-system';
import { islandMessagesOf } from '../features/commerce/island-messages.testing';
import { loginSchema, parseValues, registerSchema } from '../lib/domain/checkout.schemas';
import { checkAll, checkForm, messageOf } from './form-check';
import { focusFirstError } from './page';

/*
 * The browser's check of a form on a page that is not hydrated, on the design system's native
 * markup of the registration and login forms: the same errors as the route's action (the same
 * schema), in the page's language, shown where the server shows them.
 */

const messages = (lang: string) => islandMessagesOf(lang, ['commerce.errors']);

function page(fields: React.ReactNode): HTMLFormElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <DesignSystemProvider locale="en" interactive={false}>
      <form method="post" noValidate>
        {fields}
        <button type="submit">Send</button>
      </form>
      <FieldErrorTemplate />
    </DesignSystemProvider>,
  );
  document.body.append(container);
  return container.querySelector('form')!;
}

const registerForm = () =>
  page(
    <>
      <TextField label="First name" name="first_name" isRequired reserveErrorSpace />
      <TextField label="Last name" name="last_name" isRequired reserveErrorSpace />
      <EmailField label="Email" name="email" isRequired reserveErrorSpace />
      <PasswordField label="Password" name="password" isRequired reserveErrorSpace />
      <PasswordField label="Confirm" name="confirm" isRequired reserveErrorSpace />
      <Checkbox name="privacy" value="on">
        Privacy
      </Checkbox>
    </>,
  );

const loginForm = () =>
  page(
    <>
      <EmailField label="Email" name="email" isRequired reserveErrorSpace />
      <PasswordField label="Password" name="password" isRequired reserveErrorSpace />
    </>,
  );

const control = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** The text of the lines a control's aria-describedby names. */
const description = (form: HTMLFormElement, name: string) =>
  (control(form, name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

function type(form: HTMLFormElement, name: string, value: string) {
  const input = control(form, name);
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('checkForm', () => {
  it('refuses an empty registration: every field says why, in English, and the first has the focus', () => {
    const form = registerForm();
    checkForm(form, 'register', messages('en'));
    expect(submit(form)).toBe(false);
    const required = messageOf(messages('en'), 'commerce.errors.required');
    // A sentence of the English messages, not the key.
    expect(required).not.toContain('commerce.');
    for (const name of ['first_name', 'last_name', 'email']) {
      expect(control(form, name).getAttribute('aria-invalid')).toBe('true');
      expect(description(form, name)).toBe(required);
    }
    expect(description(form, 'password')).toBe(
      messageOf(messages('en'), 'commerce.errors.passwordLength'),
    );
    expect(description(form, 'privacy')).toBe(
      messageOf(messages('en'), 'commerce.errors.agreement'),
    );
    expect(document.activeElement).toBe(control(form, 'first_name'));
  });

  it('says why each field is wrong, clears a fixed field and sends a valid form', () => {
    const form = registerForm();
    checkForm(form, 'register', messages('fr'));
    type(form, 'first_name', 'Ada');
    type(form, 'last_name', 'Lovelace');
    type(form, 'email', 'ada@');
    type(form, 'password', 'short');
    type(form, 'confirm', 'different');
    expect(submit(form)).toBe(false);
    const fr = messages('fr');
    expect(description(form, 'email')).toBe(messageOf(fr, 'commerce.errors.email'));
    expect(description(form, 'password')).toBe(messageOf(fr, 'commerce.errors.passwordLength'));
    expect(description(form, 'confirm')).toBe(messageOf(fr, 'commerce.errors.passwordMatch'));
    expect(control(form, 'first_name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(control(form, 'email'));

    // Fixed as it is typed: the field was checked already.
    type(form, 'email', 'ada@example.org');
    expect(control(form, 'email').hasAttribute('aria-invalid')).toBe(false);
    expect(description(form, 'email')).toBe('');
    type(form, 'password', 'registrata-2026');
    type(form, 'confirm', 'registrata-2026');
    control(form, 'privacy').checked = true;
    expect(submit(form)).toBe(true);
  });

  it('clears a radio group shown in error as soon as it is chosen, before it is left', () => {
    const form = page(
      <>
        <TimeSlotPicker
          label="Time"
          name="slot"
          isRequired
          slots={[
            { id: '202706101000', start: '10:00', availability: 'free' },
            { id: '202706101600', start: '16:00', availability: 'queue' },
          ]}
        />
        <NumberField label="Places" name="posti" isRequired defaultValue={1} />
      </>,
    );
    // The live check runs; the check of the whole form then finds the time missing (the form
    // was sent through the purchase form's own check, checked-submit.ts).
    checkForm(form, 'appointment', messages('en'));
    expect(checkAll(form, 'appointment', messages('en'))).toBe(false);
    const group = form.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const time = form.querySelector<HTMLInputElement>('input[value="202706101600"]')!;
    time.checked = true;
    time.dispatchEvent(new Event('change', { bubbles: true }));
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(form.textContent).not.toContain(messageOf(messages('en'), 'commerce.errors.slot'));
  });

  it('checks a field when it is left, not before', () => {
    const form = loginForm();
    checkForm(form, 'login', messages('it'));
    const email = control(form, 'email');
    email.focus();
    email.value = 'not-an-email';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(form, 'email')).toBe(messageOf(messages('it'), 'commerce.errors.email'));
    expect(control(form, 'password').hasAttribute('aria-invalid')).toBe(false);
  });

  it('gives the errors of the route action for any login typed, in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('it', 'en', 'fr'),
        fc.string({ maxLength: 40 }),
        fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress()),
        (lang, password, email) => {
          document.body.replaceChildren();
          const form = loginForm();
          const undo = checkForm(form, 'login', messages(lang));
          control(form, 'email').value = email;
          control(form, 'password').value = password;
          const sent = submit(form);
          const server = parseValues(loginSchema, { email, password });
          expect(sent).toBe(server.success);
          for (const name of ['email', 'password']) {
            const key = server.success ? undefined : server.fieldErrors[name];
            expect(description(form, name)).toBe(key ? messageOf(messages(lang), key) : '');
          }
          undo();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the errors of the route action for any registration typed', () => {
    fc.assert(
      fc.property(
        fc.record({
          first_name: fc.string({ maxLength: 20 }),
          last_name: fc.string({ maxLength: 20 }),
          email: fc.oneof(fc.string({ maxLength: 20 }), fc.emailAddress()),
          password: fc.string({ maxLength: 20 }),
          confirm: fc.string({ maxLength: 20 }),
          privacy: fc.boolean(),
        }),
        (values) => {
          document.body.replaceChildren();
          const form = registerForm();
          const undo = checkForm(form, 'register', messages('en'));
          for (const name of ['first_name', 'last_name', 'email', 'password', 'confirm'] as const)
            control(form, name).value = values[name];
          control(form, 'privacy').checked = values.privacy;
          const sent = submit(form);
          const server = parseValues(registerSchema, {
            ...values,
            privacy: values.privacy ? 'on' : undefined,
          });
          expect(sent).toBe(server.success);
          for (const name of ['first_name', 'email', 'password', 'confirm', 'privacy']) {
            const key = server.success ? undefined : server.fieldErrors[name];
            expect(description(form, name)).toBe(key ? messageOf(messages('en'), key) : '');
          }
          undo();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('focusFirstError', () => {
  it('focuses the first field the server sent back in error, in document order', () => {
    const form = page(
      <>
        <TextField label="First name" name="first_name" />
        <EmailField label="Email" name="email" errorMessage="Wrong" />
        <PasswordField label="Password" name="password" errorMessage="Too short" />
      </>,
    );
    expect(focusFirstError(document)).toBe(control(form, 'email'));
    expect(document.activeElement).toBe(control(form, 'email'));
  });

  it('leaves the focus alone on a form without errors', () => {
    page(<TextField label="First name" name="first_name" />);
    expect(focusFirstError(document)).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
