import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentClient } from './content';
import { ApiError, isNotFound } from './transport';

const image = { id: 'f1', title: 'Mole', width: 1200, height: 800, blurhash: null };

function fakeFetch(answer: unknown, status = 200) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(answer, { status, statusText: status === 200 ? 'OK' : 'Not Found' }),
  );
}

function calledUrl(fetchMock: ReturnType<typeof fakeFetch>): URL {
  const input = fetchMock.mock.calls[0]?.[0];
  return new URL(String(input instanceof Request ? input.url : input));
}

afterEach(() => vi.restoreAllMocks());

describe('content client', () => {
  it('asks the footer with locale and pre-footer, sends the token and parses the footer', async () => {
    const fetchMock = fakeFetch({
      footer: {
        prefooter: 'trade',
        cards: [
          {
            id: 1,
            cover: image,
            titolo: 'Card',
            tipologia_link: 'cta',
            cta: { etichetta: 'Go', url: '/it/x' },
          },
        ],
        colonna_1: [
          { etichetta: 'Chi siamo', tipologia: 'interno', pagina: { id: 3, url: '/it/chi-siamo' } },
        ],
        social: [{ link: 'https://instagram.com/x', icon: 'instagram' }],
        fine_pagina: '<p>Fine</p>',
      },
    });
    const client = createContentClient({ url: 'http://cms.test', token: 'tok', fetch: fetchMock });
    const footer = await client.footer('en', 'trade');
    const url = calledUrl(fetchMock);
    expect(url.pathname).toBe('/pages/content/part/footer');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('prefooter')).toBe('trade');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(footer.cards[0]?.cta).toEqual({ etichetta: 'Go', url: '/it/x', esterno: false });
    expect(footer.colonna_2).toEqual([]);
    expect(footer.social[0]?.icon).toBe('instagram');
  });

  it('sends search facets as query values and leaves empty ones out', async () => {
    const fetchMock = fakeFetch({
      data: [
        {
          tipo: 'eventi',
          id: 12,
          titolo: 'Jazz',
          url: '/it/eventi/jazz-12',
          next_date: '2026-12-05',
        },
      ],
      meta: { total: 1, page: 1, limit: 20, pages: 1 },
    });
    const client = createContentClient({ url: 'http://cms.test', fetch: fetchMock });
    const result = await client.search('it', {
      q: 'jazz',
      type: 'eventi',
      hidePast: true,
      category: '',
    });
    const params = calledUrl(fetchMock).searchParams;
    expect(params.get('q')).toBe('jazz');
    expect(params.get('type')).toBe('eventi');
    expect(params.get('hidePast')).toBe('1');
    expect(params.has('category')).toBe(false);
    expect(result.data[0]).toMatchObject({ id: 12, past: false, date: [] });
  });

  it('passes the preview token of an item', async () => {
    const fetchMock = fakeFetch({
      data: { tipo: 'eventi', id: 7, titolo: 'Draft', url: '/it/eventi/d-7' },
    });
    const client = createContentClient({ url: 'http://cms.test', fetch: fetchMock });
    const item = await client.item('fr', 'eventi', 7, 'secret');
    const url = calledUrl(fetchMock);
    expect(url.pathname).toBe('/pages/content/item/eventi/7');
    expect(url.searchParams.get('preview')).toBe('secret');
    expect(item.translations).toEqual([]);
  });

  it('logs and rethrows backend errors with status code, status text and data', async () => {
    const body = { errors: [{ message: 'Item not found', extensions: { code: 'NOT_FOUND' } }] };
    const fetchMock = fakeFetch(body, 404);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createContentClient({ url: 'http://cms.test', fetch: fetchMock });
    const failure = await client.bySlug('it', 'nope').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      errors: body.errors,
      data: body,
      code: 'NOT_FOUND',
    });
    expect(isNotFound(failure)).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('by-slug'), body.errors);
  });

  it('rejects an answer of the wrong shape', async () => {
    const fetchMock = fakeFetch({ data: [{ nope: true }] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createContentClient({ url: 'http://cms.test', fetch: fetchMock });
    await expect(client.sitemap('it')).rejects.toMatchObject({ status: 502 });
  });

  it('maps categories to their name in the locale, Italian as fallback', async () => {
    const fetchMock = fakeFetch({
      data: [
        {
          id: 1,
          codice: 'musica',
          translations: [
            { languages_code: 'it', nome: 'Musica' },
            { languages_code: 'en', nome: 'Music' },
          ],
        },
        { id: 2, codice: 'arte', translations: [{ languages_code: 'it', nome: 'Arte' }] },
      ],
    });
    const client = createContentClient({ url: 'http://cms.test', fetch: fetchMock });
    await expect(client.categories('en')).resolves.toEqual([
      { id: 1, codice: 'musica', nome: 'Music' },
      { id: 2, codice: 'arte', nome: 'Arte' },
    ]);
    expect(calledUrl(fetchMock).pathname).toBe('/items/categorie');
  });
});
