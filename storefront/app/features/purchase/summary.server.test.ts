import { describe, expect, it, vi } from 'vitest';
import { type ContentClient, contentItemSchema } from '../../lib/api/content';
import { listinoSchema } from '../../lib/api/product';
import { ApiError } from '../../lib/api/transport';
import { contentItemOf, contentTypeOf, loadSummary, plainText, summaryOf } from './summary.server';

/** The seed's guided tour as the content service and the shop answer it. */
const tourItem = contentItemSchema.parse({
  tipo: 'visite_guidate',
  id: 2012,
  titolo: 'Torino sotterranea',
  sottotitolo: 'Rifugi antiaerei e ghiacciaie',
  descrizione: '<p>Un percorso di 90&nbsp;minuti</p><p>sotto il centro &amp; le piazze.</p>',
  url: '/it/visite-guidate/torino-sotterranea-2012',
  cover: { id: 'cover-1', width: 1600, height: 1067, blurhash: 'L1GYm4' },
  luogo: { nome: 'Piazza San Carlo', indirizzo: 'Piazza San Carlo', citta: 'Torino', cap: '10123' },
  lingue: 'it, en,fr',
  date_visite_guidate: [
    { id: 10, data: '2026-12-05T10:00:00', durata_minuti: 90 },
    { id: 11, data: '2026-12-05T15:00:00', durata_minuti: 90 },
  ],
});

const tourList = listinoSchema.parse({
  tipo: 'visite_guidate',
  id: 2012,
  nome: { it: 'Torino sotterranea', en: 'Underground Turin' },
  prezzo: 1500,
  tariffe: [
    {
      codice: 'intero',
      nome: { it: 'Intero', en: 'Full price' },
      prezzo: 1500,
      prezzo_gruppo: 1200,
      soglia_gruppo: 10,
      predefinita: true,
    },
    { codice: 'ridotto', nome: { it: 'Ridotto' }, prezzo: 1050 },
  ],
});

describe('the purchase summary', () => {
  it('reads the content type of what each purchase route sells', () => {
    expect(contentTypeOf('carte')).toBe('prodotti');
    expect(contentTypeOf('abbonamenti_athena')).toBe('prodotti');
    expect(contentTypeOf('visite_guidate')).toBe('visite_guidate');
    expect(contentTypeOf('appuntamenti')).toBe('appuntamenti');
  });

  it('turns CMS rich text into one line of plain text', () => {
    expect(plainText('<p>Uno</p><p>due<br>tre &lt;4&gt; &quot;cinque&quot;</p>')).toBe(
      'Uno due tre <4> "cinque"',
    );
    expect(plainText('<script>alert(1)</script><p>Testo</p>')).toBe('Testo');
    expect(plainText(null)).toBe('');
  });

  it('shows the item: texts, picture, place, the one duration, languages, rates in the language', () => {
    const summary = summaryOf(tourList, tourItem, 'en', 'visite_guidate');
    expect(summary).toMatchObject({
      type: 'visite_guidate',
      title: 'Torino sotterranea',
      subtitle: 'Rifugi antiaerei e ghiacciaie',
      description: 'Un percorso di 90 minuti sotto il centro & le piazze.',
      cover: { id: 'cover-1' },
      place: { name: 'Piazza San Carlo', address: '10123 Torino' },
      durationMinutes: 90,
      languages: ['it', 'en', 'fr'],
      href: '/it/visite-guidate/torino-sotterranea-2012',
    });
    expect(summary.prices).toEqual([
      { id: 'intero', name: 'Full price', cents: 1500, groupCents: 1200, groupFrom: 10 },
      // a rate without an English name falls back to Italian
      { id: 'ridotto', name: 'Ridotto', cents: 1050, groupCents: null, groupFrom: null },
    ]);
  });

  it('gives a duration only when every date lasts the same', () => {
    const mixed = contentItemSchema.parse({
      ...tourItem,
      date_visite_guidate: [
        { data: '2026-12-05T10:00:00', durata_minuti: 90 },
        { data: '2026-12-06T10:00:00', durata_minuti: 60 },
      ],
    });
    expect(summaryOf(tourList, mixed, 'it', 'visite_guidate').durationMinutes).toBeNull();
  });

  it('falls back to the shop’s name and price without a content item', () => {
    const card = listinoSchema.parse({
      tipo: 'carte',
      id: 5969,
      nome: { it: 'Torino Piemonte Card' },
      prezzo: 3500,
      prezzo_gruppo: 3000,
      soglia_gruppo: 4,
    });
    const summary = summaryOf(card, null, 'fr', 'prodotti');
    expect(summary).toMatchObject({
      title: 'Torino Piemonte Card',
      description: null,
      cover: null,
      place: null,
      href: null,
      languages: [],
    });
    expect(summary.prices).toEqual([
      { id: 'prezzo', name: null, cents: 3500, groupCents: 3000, groupFrom: 4 },
    ]);
  });

  it('keeps a missing translation’s page out and reads a pass’s validity', () => {
    const pass = contentItemSchema.parse({
      tipo: 'prodotti',
      id: 5971,
      titolo: 'Abbonamento Musei Athena',
      url: '/it/prodotti/abbonamento-musei-athena-5971',
      translation_missing: true,
      durata_giorni: 365,
    });
    const summary = summaryOf(tourList, pass, 'fr', 'prodotti');
    expect(summary.href).toBeNull();
    expect(summary.validityDays).toBe(365);
  });

  it('shows the shop’s data alone when the content service has no item or fails', async () => {
    const missing = { item: vi.fn().mockRejectedValue(new ApiError('no', 404, 'Not Found')) };
    const failing = { item: vi.fn().mockRejectedValue(new ApiError('down', 502, 'Bad Gateway')) };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      await contentItemOf(missing as unknown as ContentClient, 'it', 'prodotti', 1),
    ).toBeNull();
    expect(error).not.toHaveBeenCalled();
    const summary = await loadSummary(failing as unknown as ContentClient, 'it', tourList);
    expect(failing.item).toHaveBeenCalledWith('it', 'visite_guidate', 2012);
    expect(summary.title).toBe('Torino sotterranea');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
