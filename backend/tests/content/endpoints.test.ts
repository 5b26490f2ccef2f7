// The /pages content endpoints against a seeded instance: good input, bad input, drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../../scripts/test-instance.mjs';
import { client, eventually, todayIso, type Json } from './helpers';

let instance: Instance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  instance = await startInstance({ seed: true });
  api = client(instance);
});
afterAll(async () => {
  await instance?.stop();
});

async function adminItems(query: string): Promise<Json[]> {
  const res = await api.get(`/items/contenuti?${query}`, instance.adminToken);
  expect(res.status).toBe(200);
  return res.body['data'] as Json[];
}

describe('GET /pages/content/part/footer', () => {
  it('answers the footer structure of the spec, localized, with the chosen pre-footer', async () => {
    const res = await api.get('/pages/content/part/footer?locale=fr&prefooter=convention');
    expect(res.status).toBe(200);
    const f = res.body['footer'];
    expect(f.prefooter).toBe('convention');
    for (const key of [
      'card',
      'card_convention',
      'card_trade',
      'card_scuole',
      'subcard',
      'sponsor',
      'colonna_1',
      'colonna_2',
      'colonna_3',
      'colonna_4',
      'colonna_5',
      'social',
      'translations',
    ]) {
      expect(Array.isArray(f[key]), key).toBe(true);
    }
    expect(f.cards).toEqual(f.card_convention);
    expect(f.card_convention.length).toBeGreaterThan(0);
    expect(f.card_convention[0].titolo).toBe('Lieux de congrès');
    expect(f.card_convention[0].cta.url).toBe('/fr/convention/lieux-de-congres');
    expect(f.card_convention[0].cover).toMatchObject({ width: 1600, height: 1067 });
    expect(f.card_convention[0].cover.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{6,}$/);
    expect(f.card.length).toBe(3);
    expect(f.card[2].tipologia_link).toBe('social');
    expect(f.card[2].social.map((s: Json) => s['icon'])).toEqual([
      'facebook',
      'twitter',
      'instagram',
      'tiktok',
      'youtube',
      'linkedin',
    ]);
    expect(
      f.subcard.every((s: Json) => s['footer_subcard_id'] && 'logo' in s['footer_subcard_id']),
    ).toBe(true);
    expect(f.sponsor.length).toBe(8);
    expect(f.colonna_5[0]).toMatchObject({ larghezza_in_footer: 120 });
    expect(f.colonna_2.map((c: Json) => c['pagina']?.url)).toContain(
      '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
    );
    expect(f.colonna_4.find((c: Json) => c['tipologia'] === 'esterno').link_esterno).toMatch(
      /^https:/,
    );
    expect(f.sponsor_titolo).toBe('Nos partenaires');
    expect(f.translations.map((t: Json) => t['languages_code'])).toEqual(['it', 'en', 'fr']);
  });

  it('defaults to Italian and the visit pre-footer', async () => {
    const res = await api.get('/pages/content/part/footer');
    expect(res.status).toBe(200);
    expect(res.body['footer'].prefooter).toBe('visita');
    expect(res.body['footer'].cards[0].titolo).toBe('Uffici del turismo');
  });

  it.each([
    ['locale=de', 'locale'],
    ['prefooter=stampa', 'prefooter'],
    ['locale=it&locale=en', 'locale'],
    ['colour=red', 'colour'],
  ])('rejects %s with 400', async (query, field) => {
    const res = await api.get(`/pages/content/part/footer?${query}`);
    expect(res.status).toBe(400);
    expect(res.body['errors'][0].extensions).toMatchObject({ code: 'INVALID_QUERY', field });
  });
});

describe('GET /pages/content/search', () => {
  it('lists published events sorted by next date with pagination and localized fields', async () => {
    const res = await api.get('/pages/content/search?type=eventi&locale=en&limit=10&hidePast=1');
    expect(res.status).toBe(200);
    const { data, meta } = res.body;
    expect(meta).toMatchObject({ page: 1, limit: 10 });
    expect(meta.total).toBeGreaterThan(50);
    expect(meta.pages).toBe(Math.ceil(meta.total / 10));
    expect(data).toHaveLength(10);
    const dates = data.map((d: Json) => d['next_date'] ?? '2033-12-31');
    expect([...dates].sort()).toEqual(dates);
    for (const d of data) {
      expect(d.tipo).toBe('eventi');
      expect(d.past).toBe(false);
      expect(d.url).toMatch(/^\/en\/events\//);
      expect(d.date.length).toBeGreaterThan(0);
      expect(d.next_date >= todayIso() || d.next_date === null).toBe(true);
    }
    const page2 = await api.get(
      '/pages/content/search?type=eventi&locale=en&limit=10&hidePast=1&page=2',
    );
    expect(page2.body['data'][0].id).not.toBe(data[0].id);
    expect(new Set([...data, ...page2.body['data']].map((d: Json) => d['id'])).size).toBe(20);
  });

  it('keeps past events unless hidePast=1, and puts them after dated ones', async () => {
    const all = await api.get('/pages/content/search?type=eventi&limit=100&page=3');
    const total = (await api.get('/pages/content/search?type=eventi&limit=1')).body['meta'].total;
    const future = (await api.get('/pages/content/search?type=eventi&limit=1&hidePast=1')).body[
      'meta'
    ].total;
    expect(total).toBeGreaterThan(future);
    expect(all.status).toBe(200);
    const last = await api.get(
      `/pages/content/search?type=eventi&limit=5&page=${Math.ceil(total / 5)}`,
    );
    expect(
      last.body['data'].every((d: Json) => d['past'] === true || d['next_date'] === null),
    ).toBe(true);
    // every event left out by hidePast ended before today (spec section 4)
    const pastOnes = (
      await api.get(`/pages/content/search?type=eventi&limit=100&page=${Math.ceil(total / 100)}`)
    ).body['data'].filter((d: Json) => d['past']);
    for (const p of pastOnes) expect(p.last_date < todayIso()).toBe(true);
  });

  it('never lists drafts', async () => {
    const drafts = await adminItems('filter[status][_neq]=published&fields=id&limit=-1');
    expect(drafts.length).toBeGreaterThan(0);
    const res = await api.get('/pages/content/search?limit=100&page=1');
    const ids = new Set<number>();
    for (let page = 1; page <= res.body['meta'].pages; page++) {
      for (const d of (await api.get(`/pages/content/search?limit=100&page=${page}`)).body['data'])
        ids.add(d.id);
    }
    expect(ids.size).toBe(res.body['meta'].total);
    for (const d of drafts) expect(ids.has(d['id'] as number)).toBe(false);
  });

  it('searches full text in the requested language with prefixes and accents folded', async () => {
    const fr = await api.get('/pages/content/search?q=degustation%20VINS&locale=fr&limit=50');
    expect(fr.status).toBe(200);
    expect(fr.body['meta'].total).toBeGreaterThan(0);
    // every word must match (title, text or category), as a prefix and without accents
    for (const d of fr.body['data']) expect(d.categoria.codice).toBe('enogastronomia');
    expect(
      fr.body['data'].some((d: Json) => String(d['titolo']).startsWith('Dégustation de vins')),
    ).toBe(true);
    const it = await api.get('/pages/content/search?q=degustaz&locale=it&limit=50');
    expect(it.body['meta'].total).toBe(fr.body['meta'].total);
    // the total holds on a later page and past the last one
    const second = await api.get('/pages/content/search?q=degustaz&locale=it&limit=1&page=2');
    expect(second.body['meta'].total).toBe(it.body['meta'].total);
    expect(second.body['data'][0].id).toBe(it.body['data'][1].id);
    const beyond = await api.get('/pages/content/search?q=degustaz&locale=it&limit=1&page=999');
    expect(beyond.body['data']).toEqual([]);
    expect(beyond.body['meta'].total).toBe(it.body['meta'].total);
    const none = await api.get('/pages/content/search?q=zzzyyyxxx&locale=it');
    expect(none.body).toEqual({ data: [], meta: { total: 0, page: 1, limit: 20, pages: 0 } });
  });

  it('filters by category, several types and a date range', async () => {
    const music = await api.get('/pages/content/search?category=musica&limit=100');
    expect(music.body['meta'].total).toBeGreaterThan(0);
    for (const d of music.body['data']) expect(d.categoria.codice).toBe('musica');
    const shows = await api.get('/pages/content/search?type=spettacoli,visite_guidate&limit=50');
    expect(new Set(shows.body['data'].map((d: Json) => d['tipo']))).toEqual(
      new Set(['spettacoli', 'visite_guidate']),
    );
    const range = await api.get(
      '/pages/content/search?type=eventi&from=2027-03-01&to=2027-03-31&limit=100',
    );
    expect(range.body['meta'].total).toBeGreaterThan(0);
    for (const d of range.body['data']) {
      expect(d.last_date >= '2027-03-01').toBe(true);
    }
  });

  it('sorts by title', async () => {
    const res = await api.get('/pages/content/search?type=pagine&sort=title&limit=50');
    const titles = res.body['data'].map((d: Json) => d['titolo'] as string);
    expect(titles.length).toBeGreaterThan(5);
    expect([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(titles);
    // pages of one order, the total as without sort, and with a text query
    const byTitle = (query: string) => api.get(`/pages/content/search?${query}`);
    const page2 = await byTitle('type=pagine&sort=title&limit=5&page=2');
    expect(page2.body['data'].map((d: Json) => d['titolo'])).toEqual(titles.slice(5, 10));
    expect(page2.body['meta'].total).toBe(res.body['meta'].total);
    const text = await byTitle('q=degustaz&locale=it&sort=title&limit=50');
    const found = text.body['data'].map((d: Json) => d['titolo'] as string);
    expect(found.length).toBeGreaterThan(1);
    expect([...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(found);
    expect(text.body['meta'].total).toBe(
      (await byTitle('q=degustaz&locale=it&limit=50')).body['meta'].total,
    );
  });

  it.each([
    ['type=concerti', 'type'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=abc', 'page'],
    ['from=2026-13-01', 'from'],
    ['from=2027-02-01&to=2027-01-01', 'from'],
    ['sort=random', 'sort'],
    ['hidePast=yes', 'hidePast'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['locale=es', 'locale'],
  ])('rejects %s with 400', async (query, field) => {
    const res = await api.get(`/pages/content/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body['errors'][0].extensions.code).toBe('INVALID_QUERY');
    // Directus validates `page` itself before the endpoint runs (same code, no field)
    if (field !== 'page') expect(res.body['errors'][0].extensions.field).toBe(field);
  });
});

describe('GET /pages/content/item/:type/:id', () => {
  it('answers product 5969 with every translation', async () => {
    const res = await api.get('/pages/content/item/prodotti/5969?locale=en');
    expect(res.status).toBe(200);
    const d = res.body['data'];
    expect(d).toMatchObject({
      tipo: 'prodotti',
      id: 5969,
      titolo: 'Torino Piemonte Card',
      tipo_prodotto: 'carte',
      prezzo: 3500,
      translation_missing: false,
    });
    expect(d.translations.map((t: Json) => t['languages_code'])).toEqual(['it', 'en', 'fr']);
    expect(d.translations[2].url).toBe('/fr/produits/torino-piemonte-card-5969');
    expect(d.cover.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an event with its date entries and place', async () => {
    const [ev] = await adminItems(
      'filter[tipo][_eq]=eventi&filter[status][_eq]=published&limit=1&fields=id',
    );
    const res = await api.get(`/pages/content/item/eventi/${ev!['id']}?locale=it`);
    expect(res.status).toBe(200);
    expect(res.body['data'].date.length).toBeGreaterThan(0);
    expect(res.body['data'].date[0]).toHaveProperty('ricorrenza');
    expect(res.body['data'].luogo).toHaveProperty('lat');
  });

  it('answers 404 for unknown types, unknown ids, a type that does not match, and drafts', async () => {
    expect((await api.get('/pages/content/item/concerti/1')).status).toBe(404);
    expect((await api.get('/pages/content/item/eventi/99999999')).status).toBe(404);
    expect((await api.get('/pages/content/item/eventi/5969')).status).toBe(404);
    const [draft] = await adminItems(
      'filter[status][_eq]=draft&filter[tipo][_eq]=eventi&limit=1&fields=id',
    );
    expect((await api.get(`/pages/content/item/eventi/${draft!['id']}`)).status).toBe(404);
  });

  it('opens a draft with its preview token only', async () => {
    const [draft] = await adminItems(
      'filter[preview_token][_eq]=anteprima-borgo-medievale-2026&fields=id',
    );
    expect((await api.get(`/pages/content/item/risorse/${draft!['id']}`)).status).toBe(404);
    expect(
      (await api.get(`/pages/content/item/risorse/${draft!['id']}?preview=wrong-token-wrong-token`))
        .status,
    ).toBe(404);
    const ok = await api.get(
      `/pages/content/item/risorse/${draft!['id']}?preview=anteprima-borgo-medievale-2026`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body['data'].status).toBe('draft');
  });

  it.each(['abc', '-1', '0', '1.5'])('answers 400 for the id %s', async (id) => {
    const res = await api.get(`/pages/content/item/eventi/${id}`);
    expect(res.status).toBe(400);
    expect(res.body['errors'][0].extensions).toMatchObject({ code: 'INVALID_QUERY', field: 'id' });
  });
});

describe('GET /pages/content/by-slug', () => {
  it.each([
    ['it', 'visita/pianifica-la-tua-visita/uffici-del-turismo', 'Uffici del turismo'],
    ['fr', '/decouvrir/preparer-ton-sejour/offices-de-tourisme', 'Offices de tourisme'],
    ['en', '/visit/plan-your-trip/tourist-offices/', 'Tourist offices'],
  ])('finds the tourist-offices page in %s', async (locale, slug, title) => {
    const res = await api.get(
      `/pages/content/by-slug?slug=${encodeURIComponent(slug)}&locale=${locale}`,
    );
    expect(res.status).toBe(200);
    expect(res.body['data']).toMatchObject({ tipo: 'pagine', titolo: title });
    expect(res.body['data'].translations).toHaveLength(3);
    expect(res.body['data']).not.toHaveProperty('locale_mismatch');
  });

  it('says which locale a slug of another language belongs to', async () => {
    const res = await api.get(
      '/pages/content/by-slug?slug=visit/plan-your-trip/tourist-offices&locale=it',
    );
    expect(res.status).toBe(200);
    expect(res.body['data'].locale_mismatch).toBe('en');
    expect(res.body['data'].url).toBe('/it/visita/pianifica-la-tua-visita/uffici-del-turismo');
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect((await api.get('/pages/content/by-slug?slug=non/esiste&locale=it')).status).toBe(404);
    expect((await api.get('/pages/content/by-slug?locale=it')).status).toBe(400);
    expect((await api.get('/pages/content/by-slug?slug=%2F&locale=it')).status).toBe(400);
  });
});

describe('GET /pages/content/sitemap', () => {
  it('lists published, current content with alternates and leaves out past and unpublished items', async () => {
    const res = await api.get('/pages/content/sitemap?locale=fr');
    expect(res.status).toBe(200);
    const data = res.body['data'] as Json[];
    expect(
      data.some((d) => d['url'] === '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme'),
    ).toBe(true);
    const offices = data.find(
      (d) => d['url'] === '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
    )!;
    expect(offices['alternates']).toEqual({
      it: '/it/visita/pianifica-la-tua-visita/uffici-del-turismo',
      en: '/en/visit/plan-your-trip/tourist-offices',
      fr: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
    });
    expect(String(offices['lastmod'])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const ids = new Set(data.map((d) => d['id']));
    const hidden = await adminItems(
      `filter[_or][0][status][_neq]=published&filter[_or][1][last_date][_lt]=${todayIso()}&fields=id&limit=-1`,
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(ids.has(h['id'])).toBe(false);
    expect((await api.get('/pages/content/sitemap?locale=xx')).status).toBe(400);
  });
});

describe('hooks keep derived columns', () => {
  it('computes next date and search text when an editor creates and edits an event', async () => {
    const created = await api.post(
      '/items/contenuti',
      {
        tipo: 'eventi',
        status: 'published',
        translations: [
          { languages_code: 'it', titolo: 'Rassegna Quokka', slug: 'eventi/rassegna-quokka' },
        ],
        date: [
          {
            ricorrenza: 'mai',
            data_inizio: '2031-05-01T10:00:00',
            data_fine: '2031-05-03T18:00:00',
          },
        ],
      },
      instance.adminToken,
    );
    expect(created.status).toBe(200);
    const id = created.body['data'].id;
    await eventually(async () => {
      const found = await api.get('/pages/content/search?q=quokka&locale=it');
      expect(found.body['data'].map((d: Json) => [d['id'], d['next_date']])).toEqual([
        [id, '2031-05-01'],
      ]);
    });
    const tr = await api.get(
      `/items/contenuti_translations?filter[contenuti_id][_eq]=${id}&fields=id`,
      instance.adminToken,
    );
    await api.patch(
      `/items/contenuti_translations/${tr.body['data'][0].id}`,
      { titolo: 'Rassegna Wombat' },
      instance.adminToken,
    );
    await eventually(async () => {
      expect((await api.get('/pages/content/search?q=quokka&locale=it')).body['meta'].total).toBe(
        0,
      );
      expect((await api.get('/pages/content/search?q=wombat&locale=it')).body['meta'].total).toBe(
        1,
      );
    });
    const entries = await api.get(
      `/items/date?filter[contenuto][_eq]=${id}&fields=id`,
      instance.adminToken,
    );
    await api.patch(
      `/items/date/${entries.body['data'][0].id}`,
      { data_inizio: '2030-02-01T10:00:00' },
      instance.adminToken,
    );
    await eventually(async () => {
      expect((await api.get(`/pages/content/item/eventi/${id}`)).body['data'].next_date).toBe(
        '2030-02-01',
      );
    });
    // date-times are the venue's wall clock, answered as written (no offset)
    const detail = (await api.get(`/pages/content/item/eventi/${id}`)).body['data'];
    expect(detail.date[0]).toMatchObject({
      data_inizio: '2030-02-01T10:00:00',
      data_fine: '2031-05-03T18:00:00',
    });
    // title-ordered lists follow title, status and date changes
    const byTitle = async () =>
      (await api.get('/pages/content/search?type=eventi&sort=title&from=2031-01-01&locale=it'))
        .body;
    expect((await byTitle())['data'].map((d: Json) => d['titolo'])).toEqual(['Rassegna Wombat']);
    await api.patch(`/items/contenuti/${id}`, { status: 'draft' }, instance.adminToken);
    await eventually(async () => expect((await byTitle())['meta'].total).toBe(0));
    // and so do text searches (the list table the text is matched in)
    expect((await api.get('/pages/content/search?q=wombat&locale=it')).body['meta'].total).toBe(0);
    await api.patch(`/items/contenuti/${id}`, { status: 'published' }, instance.adminToken);
    await eventually(async () => {
      const found = await api.get('/pages/content/search?q=wombat&locale=it&hidePast=1');
      expect(found.body['data'].map((d: Json) => [d['id'], d['next_date']])).toEqual([
        [id, '2030-02-01'],
      ]);
    });
    await api.patch(
      `/items/date/${entries.body['data'][0].id}`,
      { data_fine: '2030-02-02T18:00:00' },
      instance.adminToken,
    );
    await eventually(async () => expect((await byTitle())['meta'].total).toBe(0));
  });
});

describe('dated items (shows, guided tours, appointments)', () => {
  it('answer each date with its wall-clock time, language, capacity and booked places', async () => {
    const created = await api.post(
      '/items/contenuti',
      {
        tipo: 'visite_guidate',
        status: 'published',
        lingue: 'it,en',
        translations: [
          { languages_code: 'it', titolo: 'Visita Ornitorinco', slug: 'visite/ornitorinco' },
        ],
        date_puntuali: [
          { data: '2031-06-01T10:30:00', durata_minuti: 90, lingua: 'en', capienza: 20 },
          { data: '2031-06-02T15:00:00', lingua: 'it', capienza: 12 },
        ],
      },
      instance.adminToken,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body['data'].id;
    const res = await api.get(`/pages/content/item/visite_guidate/${id}?locale=it`);
    expect(res.status).toBe(200);
    expect(res.body['data'].date_visite_guidate).toEqual([
      {
        id: expect.any(Number),
        data: '2031-06-01T10:30:00',
        durata_minuti: 90,
        lingua: 'en',
        capienza: 20,
        prenotati: 0,
        stato: 'aperto',
      },
      expect.objectContaining({ data: '2031-06-02T15:00:00', lingua: 'it', capienza: 12 }),
    ]);
    expect(res.body['data'].date_spettacoli).toEqual([]);
    expect(res.body['data'].lingue).toBe('it,en');
    // the product API's slot key of the same date is the same wall-clock time
    const dates = await api.get(`/shop/visite-guidate/${id}/date`, instance.storefrontToken);
    expect(dates.body.map((d: Json) => [d['data'], d['lingua'], d['prenotati']])).toEqual([
      ['203106011030', 'en', 0],
      ['203106021500', 'it', 0],
    ]);
  });
});
