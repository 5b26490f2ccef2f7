import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, renderScreen } from '../account/screens.testing';
import { ListingFormScreen } from './ListingFormScreen';
import { listingShape } from './listing';

afterEach(cleanup);

const title = (lang: 'it' | 'en', code: 'it' | 'en' | 'fr') =>
  message(lang, 'commerce.operators.title', {
    language: message(lang, `commerce.languages.${code}`),
  });

// A full listing form (three language tabs, pickers) takes a few seconds to render in jsdom.
describe('ListingFormScreen', { timeout: 30_000 }, () => {
  it('lists the faulty fields, focuses the first and does not post', async () => {
    const action = vi.fn(() => null);
    renderScreen(() => <ListingFormScreen kind="outdoor" listing={null} />, {
      lang: 'en',
      path: 'dashboard/outdoor/crea',
      action,
    });
    fireEvent.change(
      await screen.findByRole('textbox', { name: message('en', 'commerce.operators.website') }),
      { target: { value: 'not a url' } },
    );
    fireEvent.click(screen.getByRole('button', { name: message('en', 'commerce.operators.save') }));
    const titleIt = screen.getByRole('textbox', { name: title('en', 'it') });
    await waitFor(() => expect(titleIt).toHaveFocus());
    expect(titleIt).toHaveAccessibleDescription(message('en', 'commerce.errors.required'));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(
      `${title('en', 'it')}: ${message('en', 'commerce.errors.required')}`,
    );
    expect(summary).toHaveTextContent(
      `${message('en', 'commerce.operators.website')}: ${message('en', 'commerce.errors.url')}`,
    );
    expect(action).not.toHaveBeenCalled();
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
    renderScreen(() => <ListingFormScreen kind="outdoor" listing={listing} />, {
      lang: 'it',
      path: 'dashboard/outdoor/modifica/7',
    });
    fireEvent.click(
      await screen.findByRole('button', { name: message('it', 'commerce.operators.save') }),
    );
    const titleEn = await screen.findByRole('textbox', { name: title('it', 'en') });
    await waitFor(() => expect(titleEn).toHaveFocus());
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(
      message('it', 'commerce.languages.en'),
    );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(
      message('it', 'commerce.operators.tabHasErrors'),
    );
  });

  it('posts every language’s fields, the hidden tabs’ too, with their names', async () => {
    let posted: FormData | null = null;
    const action = vi.fn(async ({ request }: { request: Request }) => {
      posted = await request.formData();
      return null;
    });
    const listing = listingShape.parse({
      id: 9,
      translations: [
        { id: 1, languages_code: 'it', titolo: 'Visita in cantina' },
        { id: 2, languages_code: 'fr', titolo: 'Visite de la cave' },
      ],
      slots: [{ id: 4, data: '202612051030', capacita: 12 }],
    });
    renderScreen(() => <ListingFormScreen kind="appuntamenti" listing={listing} />, {
      lang: 'it',
      path: 'dashboard/appuntamenti/modifica/9',
      action,
    });
    fireEvent.click(
      await screen.findByRole('button', { name: message('it', 'commerce.operators.save') }),
    );
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    const form = posted as unknown as FormData;
    expect(form.get('titolo_it')).toBe('Visita in cantina');
    expect(form.get('titolo_fr')).toBe('Visite de la cave');
    expect(form.get('slot_id_0')).toBe('4');
    expect(form.get('slot_data_0')).toBe('2026-12-05T10:30:00');
    expect(form.get('slot_capacita_0')).toBe('12');
    expect(form.get('slot_data_1')).toBe('');
  });
});
