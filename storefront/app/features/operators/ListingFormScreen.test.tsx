import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider, FieldErrorTemplate } from '@city/design-system';
import { enhancers } from '@city/design-system/enhance';
import { SiteMessages } from '../../components/SiteMessages';
import { registerMessages } from '../../lib/i18n/instance';
import type { Locale } from '../../lib/i18n/config';
import { checkForm } from '../../enhance/form-check';
import { focusFirstError } from '../../enhance/page';
import { islandMessagesOf, localeMessages } from '../commerce/island-messages.testing';
import type { ActionResult } from '../commerce/forms';
import { message } from '../account/screens.testing';
import { ListingFormScreen } from './ListingFormScreen';
import { type Listing, listingShape } from './listing';

/*
 * The listing form as the server renders it for a page that is not hydrated (the design system's
 * native mode) and as the page script runs it without React: the browser's check (form-check.ts,
 * the action's schema), the tabs' enhancement, the focus on a refused form.
 */

afterEach(() => {
  document.body.replaceChildren();
});

const title = (lang: Locale, code: 'it' | 'en' | 'fr') =>
  message(lang, 'commerce.operators.title', {
    language: message(lang, `commerce.languages.${code}`),
  });

/** The page's markup as the server sends it, in the document (React never runs it). */
function serverPage(
  lang: Locale,
  path: string,
  props: { kind: 'outdoor' | 'appuntamenti'; listing: Listing | null; result?: ActionResult },
) {
  const i18n = registerMessages(lang, localeMessages(lang), localeMessages('it'));
  const page = (): ReactElement => (
    <SiteMessages i18n={i18n}>
      <DesignSystemProvider locale={lang} interactive={false}>
        <ListingFormScreen {...props} />
        {/* FormCheck renders these on the server only (jsdom has a document). */}
        <FieldErrorTemplate />
      </DesignSystemProvider>
    </SiteMessages>
  );
  const Stub = createRoutesStub([{ path: `/:lang/${path}`, Component: page }]);
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Stub initialEntries={[`/${lang}/${path}`]} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  return { container, form };
}

/** The page script's part: the form's check, with the messages FormCheck sends. */
function runCheck(form: HTMLFormElement, lang: Locale, kind = 'listing' as const) {
  const messages = islandMessagesOf(lang, [
    'commerce.errors',
    'commerce.operators.imageType',
    'commerce.operators.imageTooLarge',
    'commerce.operators.slotInvalid',
  ]);
  checkForm(form, form.dataset.formCheck === 'listing-slots' ? 'listing-slots' : kind, messages);
}

/** The design system's tabs enhancement, as the page script loads it. */
async function enhanceTabs(root: HTMLElement) {
  const { default: enhanceTabs } = await enhancers.tabs!();
  enhanceTabs(root);
}

/** Sends the form as the browser does; false when the check stopped it. */
function send(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('ListingFormScreen on the server', () => {
  it('is a native multipart form posting to its route, checked by the page script', () => {
    const { container, form } = serverPage('en', 'dashboard/outdoor/crea', {
      kind: 'outdoor',
      listing: null,
    });
    expect(container.querySelector('[data-rac]')).toBeNull();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/en/dashboard/outdoor/crea');
    expect(form.dataset.formCheck).toBe('listing');
    const file = screen.getByLabelText(message('en', 'commerce.operators.image'));
    expect(file).toHaveAttribute('type', 'file');
    expect(file.closest('[data-enhance]')).toHaveAttribute('data-enhance', 'file-field');
    // every language's fields, headed without script, the tabs' enhancement marked
    for (const code of ['it', 'en', 'fr'] as const)
      expect(screen.getByRole('textbox', { name: title('en', code) })).toBeInTheDocument();
    expect(container.querySelector('[data-enhance="tabs"]')).not.toBeNull();
    // no summary while nothing is wrong
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('comes back refused with every value kept, each error tied to its field and the first focused', async () => {
    const { form } = serverPage('en', 'dashboard/appuntamenti/crea', {
      kind: 'appuntamenti',
      listing: null,
      result: {
        fieldErrors: {
          titolo_en: 'commerce.errors.tooLong',
          sito: 'commerce.errors.url',
          slot_capacita_0: 'commerce.operators.slotInvalid',
        },
        values: {
          titolo_it: 'Visita in cantina',
          titolo_en: 'x'.repeat(201),
          sito: 'not a url',
          telefono: '+39 011 123',
          invia: 'on',
          slot_data_0: '2026-12-05T10:30',
          slot_capacita_0: '0',
        },
      },
    });
    const titleEn = screen.getByRole('textbox', { name: title('en', 'en') });
    expect(titleEn).toHaveValue('x'.repeat(201));
    expect(titleEn).toHaveAttribute('aria-invalid', 'true');
    expect(titleEn).toHaveAccessibleDescription(message('en', 'commerce.errors.tooLong'));
    expect(screen.getByRole('textbox', { name: title('en', 'it') })).toHaveValue(
      'Visita in cantina',
    );
    expect(screen.getByLabelText(message('en', 'commerce.operators.website'))).toHaveValue(
      'not a url',
    );
    expect(screen.getByRole('checkbox')).toBeChecked();
    const start = screen.getByLabelText(
      message('en', 'commerce.operators.slotStart', { number: 1 }),
    );
    expect(start).toHaveAttribute('type', 'datetime-local');
    expect(start).toHaveValue('2026-12-05T10:30');
    const places = screen.getByRole('spinbutton', {
      name: message('en', 'commerce.operators.slotCapacity', { number: 1 }),
    });
    expect(places).toHaveValue(0);
    expect(places).toHaveAccessibleDescription(message('en', 'commerce.operators.slotInvalid'));
    // the summary lists them in the form's order
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${title('en', 'en')}: ${message('en', 'commerce.errors.tooLong')}`,
      `${message('en', 'commerce.operators.website')}: ${message('en', 'commerce.errors.url')}`,
      `${message('en', 'commerce.operators.slotCapacity', { number: 1 })}: ${message('en', 'commerce.operators.slotInvalid')}`,
    ]);
    // the English tab says it has errors and is the one shown once enhanced, focused first
    await enhanceTabs(form.querySelector<HTMLElement>('[data-enhance="tabs"]')!);
    const tab = screen.getByRole('tab', { selected: true });
    expect(tab).toHaveAccessibleName(
      `${message('en', 'commerce.languages.en')} (${message('en', 'commerce.operators.tabHasErrors')})`,
    );
    expect(focusFirstError(document)).toBe(titleEn);
    expect(titleEn).toHaveFocus();
  });
});

describe('ListingFormScreen checked by the page script', () => {
  it('lists the faulty fields, focuses the first and does not post', () => {
    const { form } = serverPage('en', 'dashboard/outdoor/crea', { kind: 'outdoor', listing: null });
    runCheck(form, 'en');
    const website = screen.getByLabelText(message('en', 'commerce.operators.website'));
    fireEvent.input(website, { target: { value: 'not a url' } });
    expect(send(form)).toBe(false);
    const titleIt = screen.getByRole('textbox', { name: title('en', 'it') });
    expect(titleIt).toHaveFocus();
    expect(titleIt).toHaveAccessibleDescription(message('en', 'commerce.errors.required'));
    const summary = screen.getByRole('alert');
    expect(summary).toBeVisible();
    expect(summary).toHaveTextContent(
      `${title('en', 'it')}: ${message('en', 'commerce.errors.required')}`,
    );
    expect(summary).toHaveTextContent(
      `${message('en', 'commerce.operators.website')}: ${message('en', 'commerce.errors.url')}`,
    );
    // fixed, the lines leave the summary, which closes with the last
    fireEvent.input(website, { target: { value: 'https://example.org' } });
    expect(summary).not.toHaveTextContent(message('en', 'commerce.operators.website'));
    fireEvent.input(titleIt, { target: { value: 'Kayak' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send(form)).toBe(true);
  });

  it('shows the tab of a faulty translation before focusing its field', async () => {
    const listing = listingShape.parse({
      id: 7,
      status: 'draft',
      translations: [
        { id: 1, languages_code: 'it', titolo: 'Kayak sul Po' },
        { id: 2, languages_code: 'en', titolo: 'x'.repeat(201) },
      ],
    });
    const { form } = serverPage('it', 'dashboard/outdoor/modifica/7', { kind: 'outdoor', listing });
    await enhanceTabs(form.querySelector<HTMLElement>('[data-enhance="tabs"]')!);
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(
      message('it', 'commerce.languages.it'),
    );
    runCheck(form, 'it');
    expect(send(form)).toBe(false);
    const titleEn = screen.getByRole('textbox', { name: title('it', 'en') });
    expect(titleEn).toBeVisible();
    expect(titleEn).toHaveFocus();
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(
      `${message('it', 'commerce.languages.en')} (${message('it', 'commerce.operators.tabHasErrors')})`,
    );
  });

  it('refuses a chosen file of another type at once, and checks an organiser’s rows', () => {
    const { form } = serverPage('fr', 'dashboard/appuntamenti/crea', {
      kind: 'appuntamenti',
      listing: null,
    });
    expect(form.dataset.formCheck).toBe('listing-slots');
    runCheck(form, 'fr');
    const image = screen.getByLabelText(message('fr', 'commerce.operators.image'));
    Object.defineProperty(image, 'files', {
      configurable: true,
      value: [new File(['text'], 'notes.txt', { type: 'text/plain' })],
    });
    // FormData reads the input's files itself: give it the chosen one.
    const data = FormData;
    class ChosenFormData extends data {
      constructor(element?: HTMLFormElement) {
        super(element);
        if (element) this.set('immagine', new File(['text'], 'notes.txt', { type: 'text/plain' }));
      }
    }
    globalThis.FormData = ChosenFormData;
    try {
      fireEvent.change(image);
      expect(image).toHaveAttribute('aria-invalid', 'true');
      expect(image).toHaveAccessibleDescription(
        `${message('fr', 'commerce.operators.imageHint')} ${message('fr', 'commerce.operators.imageType')}`,
      );
    } finally {
      globalThis.FormData = data;
    }
    const places = screen.getByRole('spinbutton', {
      name: message('fr', 'commerce.operators.slotCapacity', { number: 2 }),
    });
    fireEvent.input(places, { target: { value: '12' } });
    fireEvent.focusOut(places);
    const start = screen.getByLabelText(
      message('fr', 'commerce.operators.slotStart', { number: 2 }),
    );
    expect(places).not.toHaveAttribute('aria-invalid');
    fireEvent.focusOut(start);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(message('fr', 'commerce.operators.slotInvalid'));
    fireEvent.input(start, { target: { value: '2026-12-05T10:30' } });
    expect(start).not.toHaveAttribute('aria-invalid');
  });

  it('posts every language’s fields, the hidden tabs’ too, and the slots, with their names', async () => {
    const listing = listingShape.parse({
      id: 9,
      translations: [
        { id: 1, languages_code: 'it', titolo: 'Visita in cantina' },
        { id: 2, languages_code: 'fr', titolo: 'Visite de la cave' },
      ],
      slots: [{ id: 4, data: '202612051030', capacita: 12 }],
    });
    const { form } = serverPage('it', 'dashboard/appuntamenti/modifica/9', {
      kind: 'appuntamenti',
      listing,
    });
    await enhanceTabs(form.querySelector<HTMLElement>('[data-enhance="tabs"]')!);
    runCheck(form, 'it');
    expect(send(form)).toBe(true);
    const posted = new FormData(form);
    expect(posted.get('titolo_it')).toBe('Visita in cantina');
    expect(posted.get('titolo_fr')).toBe('Visite de la cave');
    expect(posted.get('slot_id_0')).toBe('4');
    expect(posted.get('slot_data_0')).toBe('2026-12-05T10:30');
    expect(posted.get('slot_capacita_0')).toBe('12');
    expect(posted.get('slot_data_1')).toBe('');
    expect(posted.has('slot_id_1')).toBe(false);
  });
});
