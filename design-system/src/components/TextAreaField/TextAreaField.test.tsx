import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { TextAreaField } from '.';

afterEach(cleanup);

describe('TextAreaField', () => {
  it('is a labelled multi-line text box described by its description', async () => {
    render(
      <DesignSystemProvider locale="en">
        <TextAreaField label="Message" description="Up to 500 characters." rows={6} />
      </DesignSystemProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.localName).toBe('textarea');
    expect(area).toHaveAttribute('rows', '6');
    expect(area).toHaveAccessibleDescription('Up to 500 characters.');
    await userEvent.type(area, 'First line{enter}second line');
    expect(area).toHaveValue('First line\nsecond line');
  });

  it('shows the localized required message after a failed submit, with a required mark', async () => {
    render(
      <DesignSystemProvider locale="fr">
        <form>
          <TextAreaField label="Message" name="message" isRequired />
          <button type="submit">Envoyer</button>
        </form>
      </DesignSystemProvider>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('limits the length and links an external error to the text area', () => {
    render(
      <DesignSystemProvider locale="it">
        <TextAreaField label="Note" maxLength={200} errorMessage="Testo non accettato" />
      </DesignSystemProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area).toHaveAttribute('maxlength', '200');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Testo non accettato');
  });

  it('submits its name and value with a plain form in native mode', () => {
    const { container } = render(
      <DesignSystemProvider locale="en" interactive={false}>
        <form>
          <TextAreaField label="Message" name="message" defaultValue="Hello" isRequired />
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('message')).toBe('Hello');
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toBeRequired();
    (area as HTMLTextAreaElement).value = '';
    expect(form.checkValidity()).toBe(false);
  });

  it.each<[string, ReactElement]>([
    ['plain', <TextAreaField label="Message" />],
    [
      'described, required, limited',
      <TextAreaField
        label="Message"
        description="Up to 300 characters."
        name="message"
        isRequired
        minLength={10}
        maxLength={300}
        rows={8}
        placeholder="Write here"
        defaultValue="Hello"
        autoComplete="off"
      />,
    ],
    ['external error', <TextAreaField label="Note" errorMessage="Too long" id="note" />],
    ['disabled, read-only', <TextAreaField label="Note" isDisabled isReadOnly value="Fixed" />],
    ['error line kept, valid', <TextAreaField label="Note" reserveErrorSpace />],
    [
      'error line kept, invalid',
      <TextAreaField label="Note" reserveErrorSpace errorMessage="No" />,
    ],
  ])('gives the same markup in both modes (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });

  it('keeps the error line while valid, so an error shown on leaving it moves nothing', () => {
    const { container, rerender } = render(<TextAreaField label="Note" reserveErrorSpace />);
    const field = container.firstElementChild as HTMLElement;
    const parts = () => [...field.children].map((child) => child.tagName);
    const before = parts();
    expect(field.lastElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(<TextAreaField label="Note" reserveErrorSpace errorMessage="Write a note." />);
    expect(parts()).toEqual(before);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      'Write a note.',
    );
  });
});
