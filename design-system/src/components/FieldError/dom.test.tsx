import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { Checkbox } from '../Checkbox';
import { DatePicker, parseDateTime } from '../DatePicker';
import { FileField } from '../FileField';
import { EmailField } from '../EmailField';
import { PasswordField } from '../PasswordField';
import { Radio, RadioGroup } from '../RadioGroup';
import { TimeSlotPicker } from '../TimeSlotPicker';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';
import { comparableMarkup } from '../private/renderBothWays';
import { FieldErrorTemplate } from './FieldError';
import { setFieldError } from './dom';

/** Native markup of `field`, in a page that has the error line's prototypes. */
function mount(field: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <DesignSystemProvider locale="it" interactive={false}>
      <form>{field}</form>
      <FieldErrorTemplate />
    </DesignSystemProvider>,
  );
  document.body.append(container);
  return container;
}

/** The form's markup; the ids this module gives its lines count as generated ones. */
const formOf = (container: HTMLElement) =>
  container.querySelector('form')!.innerHTML.replace(/field-error-(\d+)/g, '«fe$1»');
const controlOf = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input, textarea')!;

afterEach(() => {
  document.body.replaceChildren();
});

const cases: Array<[string, (error?: string) => ReactElement]> = [
  [
    'TextField with a description, keeping its line',
    (error) => (
      <TextField
        label="Nome"
        name="first_name"
        description="Come sul documento"
        isRequired
        reserveErrorSpace
        errorMessage={error}
      />
    ),
  ],
  [
    'EmailField',
    (error) => <EmailField label="Email" name="email" reserveErrorSpace errorMessage={error} />,
  ],
  [
    'PasswordField',
    (error) => (
      <PasswordField label="Password" name="password" reserveErrorSpace errorMessage={error} />
    ),
  ],
  [
    'TextAreaField',
    (error) => (
      <TextAreaField label="Messaggio" name="message" reserveErrorSpace errorMessage={error} />
    ),
  ],
  [
    'DatePicker with a time, keeping its line',
    (error) => (
      <DatePicker
        label="Inizio"
        name="slot_data_0"
        granularity="minute"
        defaultValue={parseDateTime('2026-12-05T10:30')}
        reserveErrorSpace
        errorMessage={error}
      />
    ),
  ],
  [
    'FileField with a description, keeping its line',
    (error) => (
      <FileField
        label="Immagine"
        name="immagine"
        description="JPEG o PNG"
        accept="image/png,image/jpeg"
        chosenPreviewAlt="Anteprima"
        reserveErrorSpace
        errorMessage={error}
      />
    ),
  ],
  [
    'Checkbox',
    (error) => (
      <Checkbox name="privacy" reserveErrorSpace errorMessage={error}>
        Accetto
      </Checkbox>
    ),
  ],
  [
    'RadioGroup with a description',
    (error) => (
      <RadioGroup
        label="Lingua"
        name="lingua"
        description="Della visita"
        isRequired
        errorMessage={error}
      >
        <Radio value="it">Italiano</Radio>
        <Radio value="en">Inglese</Radio>
      </RadioGroup>
    ),
  ],
  [
    'TimeSlotPicker',
    (error) => (
      <TimeSlotPicker
        label="Orario"
        name="data"
        isRequired
        errorMessage={error}
        slots={[
          { id: '202607021000', start: '10:00', availability: 'free' },
          { id: '202607021400', start: '14:00', availability: 'few', remaining: 2 },
        ]}
      />
    ),
  ],
];

describe('setFieldError on native markup', () => {
  for (const [name, field] of cases) {
    it(`${name}: an error shown reads as the server renders it with that error`, () => {
      const page = mount(field());
      expect(setFieldError(controlOf(page), 'Campo obbligatorio')).toBe(true);
      const expected = mount(field('Campo obbligatorio'));
      expect(comparableMarkup(formOf(page))).toBe(comparableMarkup(formOf(expected)));
      // a radio group's state is the group's, as react-aria has it
      const control = controlOf(page);
      expect((control.closest('[role="radiogroup"]') ?? control).getAttribute('aria-invalid')).toBe(
        'true',
      );
      // the control is described by the error line (a radio reads it first, react-aria's order)
      const lines = control
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(lines).toContain('Campo obbligatorio');
    });

    it(`${name}: fixed, it reads as the server renders it without an error`, () => {
      const page = mount(field('Campo obbligatorio'));
      setFieldError(controlOf(page), null);
      expect(comparableMarkup(formOf(page))).toBe(comparableMarkup(formOf(mount(field()))));
      expect(controlOf(page).hasAttribute('aria-invalid')).toBe(false);
    });

    it(`${name}: a second error replaces the first in the same line`, () => {
      const page = mount(field());
      setFieldError(controlOf(page), 'Primo');
      setFieldError(controlOf(page), 'Secondo');
      expect(comparableMarkup(formOf(page))).toBe(
        comparableMarkup(formOf(mount(field('Secondo')))),
      );
    });
  }

  it('does nothing without the prototypes in the page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <DesignSystemProvider locale="it" interactive={false}>
        <TextField label="Nome" name="first_name" />
      </DesignSystemProvider>,
    );
    document.body.append(container);
    const before = container.innerHTML;
    expect(setFieldError(controlOf(container), 'Errore')).toBe(false);
    expect(container.innerHTML).toBe(before);
  });

  it('renders no prototypes in interactive mode', () => {
    expect(
      renderToStaticMarkup(
        <DesignSystemProvider locale="it">
          <FieldErrorTemplate />
        </DesignSystemProvider>,
      ),
    ).toBe('');
  });
});
