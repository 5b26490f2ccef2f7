// The editors' workspace: the field metadata committed in the snapshot (names in three languages,
// groups, conditions by type, translated notes), the bookmarks and translation strings `prepare`
// writes, the publishing rules the API enforces, the scheduled publishing and the preview address.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypes } from '@city/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityWallClockNow, localeOf, wallClockMs } from '../../extensions/content/src/publishing';
import { previewSegments } from '../../extensions/content/src/preview';
import { startInstance, type Instance } from '../../scripts/test-instance.mjs';
import { columnsOf, presets, strings } from '../../scripts/lib/editors.mjs';
import { client, demoPassword, eventually, type Json } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const snapshot = JSON.parse(
  fs.readFileSync(path.join(here, '../../snapshot/snapshot.json'), 'utf8'),
) as { collections: Json[]; fields: Json[] };
const languages = ['it-IT', 'en-US', 'fr-FR'];
const fieldsOf = (c: string) => snapshot.fields.filter((f) => f.collection === c);
const meta = (c: string, f: string) =>
  snapshot.fields.find((x) => x.collection === c && x.field === f)!.meta as Json;

/** Would the admin app hide this field for an item of this type? (conditions on `tipo`) */
function hiddenFor(fieldMeta: Json, tipo: string): boolean {
  return (fieldMeta['conditions'] ?? []).some(
    (c: Json) => c['hidden'] && !c['rule']._and[0].tipo._nin.includes(tipo),
  );
}

describe('field metadata in the snapshot', () => {
  it('names every field of contenuti and its translations in Italian, English and French', () => {
    for (const c of ['contenuti', 'contenuti_translations', 'date', 'date_puntuali']) {
      for (const f of fieldsOf(c)) {
        const names = (f.meta?.translations ?? []) as Json[];
        expect(
          languages.filter((l) => !names.some((n) => n['language'] === l && n['translation'])),
          `${c}.${f.field}`,
        ).toEqual([]);
      }
    }
  });

  it('has no untranslated note: every note is a translation string with it/en/fr', () => {
    for (const c of ['contenuti', 'contenuti_translations', 'date', 'date_puntuali']) {
      for (const f of fieldsOf(c)) {
        const note = f.meta?.note as string | null;
        if (note == null) continue;
        expect(note, `${c}.${f.field}`).toMatch(/^\$t:citta\./);
        const key = note.slice(3);
        expect(strings[key as keyof typeof strings], key).toHaveLength(3);
      }
    }
  });

  it('names the content collections in three languages', () => {
    for (const name of ['contenuti', 'date', 'date_puntuali', 'categorie', 'luoghi', 'footer']) {
      const c = snapshot.collections.find((x) => x.collection === name)!;
      expect((c.meta.translations as Json[]).map((t) => t['language']).sort(), name).toEqual(
        [...languages].sort(),
      );
    }
  });

  it('groups the form in reading order and hides what the type does not use', () => {
    const groups = fieldsOf('contenuti')
      .filter((f) => f.meta?.special?.includes('group'))
      .sort((a, b) => a.meta.sort - b.meta.sort)
      .map((f) => f.field);
    expect(groups).toEqual([
      'gruppo_contenuto',
      'gruppo_date',
      'gruppo_luogo',
      'gruppo_media',
      'gruppo_vendita',
      'gruppo_seo',
    ]);
    // an event's form: no sale settings of products, no page or link fields
    for (const f of ['tipo_carta', 'stock', 'venduti', 'soglia_gruppo', 'importo', 'parent', 'url'])
      expect(hiddenFor(meta('contenuti', f), 'eventi'), f).toBe(true);
    for (const f of ['date', 'luogo', 'prezzo', 'translations', 'cover', 'status'])
      expect(hiddenFor(meta('contenuti', f), 'eventi'), f).toBe(false);
    // a product's form: its sale settings, no dates
    for (const f of ['tipo_carta', 'stock', 'prezzo'])
      expect(hiddenFor(meta('contenuti', f), 'prodotti')).toBe(false);
    expect(hiddenFor(meta('contenuti', 'date'), 'prodotti')).toBe(true);
    // every visible field of contenuti sits in a group
    for (const f of fieldsOf('contenuti')) {
      if (f.meta.hidden || f.meta.special?.includes('group')) continue;
      expect(f.meta.group, f.field).toMatch(/^gruppo_/);
    }
  });

  it('shows the Italian title and the type wherever an item is referenced', () => {
    const c = snapshot.collections.find((x) => x.collection === 'contenuti')!;
    expect(c.meta.display_template).toBe('{{translations}} · {{tipo}}');
    expect(meta('contenuti', 'translations')['display_options']).toMatchObject({
      template: '{{titolo}}',
      defaultLanguage: 'it',
    });
    expect(meta('contenuti', 'translations')['options']).toMatchObject({ defaultLanguage: 'it' });
    expect(c.meta.preview_url).toBe('/pages/preview/{{tipo}}/{{id}}?token={{preview_token}}');
  });

  it('has one bookmark per content type, filtered by its type, with title and state first', () => {
    expect(presets.map((p) => p.filter._and[0].tipo._eq)).toEqual([...contentTypes]);
    for (const p of presets) {
      expect(p.layout_query.tabular.fields.slice(0, 2)).toEqual(['translations', 'status']);
      expect(strings[p.bookmark.slice(3) as keyof typeof strings]).toHaveLength(3);
    }
    expect(columnsOf('eventi')).toEqual(expect.arrayContaining(['next_date', 'luogo', 'prezzo']));
    expect(columnsOf('pagine')).not.toContain('prezzo');
  });
});

describe('publishing helpers', () => {
  it('reads the editor language and stored date-times', () => {
    expect(localeOf('en-US')).toBe('en');
    expect(localeOf('fr-FR')).toBe('fr');
    expect(localeOf('de-DE')).toBe('it');
    expect(localeOf(null)).toBe('it');
    expect(wallClockMs('2026-12-05T10:00:00')).toBe(Date.UTC(2026, 11, 5, 10));
    expect(wallClockMs(Date.UTC(2026, 11, 5, 10))).toBe(Date.UTC(2026, 11, 5, 10));
    expect(wallClockMs('not a date')).toBeNull();
    // 12:00 UTC is 13:00 in Turin in winter, 14:00 in summer
    expect(cityWallClockNow('Europe/Rome', new Date('2026-01-10T12:00:00Z'))).toBe(
      Date.UTC(2026, 0, 10, 13),
    );
    expect(cityWallClockNow('Europe/Rome', new Date('2026-07-10T12:00:00Z'))).toBe(
      Date.UTC(2026, 6, 10, 14),
    );
  });
});

let instance: Instance;
let api: ReturnType<typeof client>;
let editorToken: string;

/** The city's wall-clock time, `minutes` from now, as the admin app writes a dateTime. */
const cityTime = (minutes: number) =>
  new Date(cityWallClockNow('Europe/Rome') + minutes * 60_000).toISOString().slice(0, 19);

/** The editor's language in the admin app (set by an administrator here). */
async function setEditorLanguage(language: string) {
  const users = await api.get(
    '/users?filter[email][_eq]=editor@citta.example.com&fields=id',
    instance.adminToken,
  );
  const res = await api.patch(
    `/users/${users.body['data'][0].id}`,
    { language },
    instance.adminToken,
  );
  expect(res.status).toBe(200);
}

describe('against a seeded instance', () => {
  beforeAll(async () => {
    instance = await startInstance({
      seed: true,
      env: { CONTENT_PUBLISH_CRON: '*/2 * * * * *', STOREFRONT_URL: 'http://localhost:13999' },
    });
    api = client(instance);
    const login = await api.post('/auth/login', {
      email: 'editor@citta.example.com',
      password: demoPassword,
    });
    expect(login.status).toBe(200);
    editorToken = login.body['data'].access_token;
  });
  afterAll(async () => {
    await instance?.stop();
  });

  it('gives the editor the bookmarks and the translation strings', async () => {
    const res = await api.get(
      '/presets?limit=-1&filter[collection][_eq]=contenuti&filter[bookmark][_nnull]=true',
      editorToken,
    );
    expect(res.status).toBe(200);
    const names = (res.body['data'] as Json[]).map((p) => p['bookmark']).sort();
    expect(names).toEqual(contentTypes.map((t) => `$t:citta.tipo.${t}`).sort());
    const tr = await api.get(
      '/translations?limit=-1&filter[key][_eq]=citta.note.cover',
      instance.adminToken,
    );
    expect((tr.body['data'] as Json[]).map((t) => t['language']).sort()).toEqual(
      [...languages].sort(),
    );
  });

  it('refuses a published event without an Italian title or a date, in the editor language', async () => {
    const noTitle = await api.post(
      '/items/contenuti',
      {
        tipo: 'eventi',
        status: 'published',
        translations: [{ languages_code: 'en', titolo: 'Only English' }],
        date: [
          {
            ricorrenza: 'mai',
            data_inizio: '2030-05-01T10:00:00',
            data_fine: '2030-05-01T12:00:00',
          },
        ],
      },
      editorToken,
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.body['errors'][0].message).toBe(
      'Un contenuto pubblicato deve avere il titolo in italiano.',
    );
    await setEditorLanguage('en-US');
    const noDate = await api.post(
      '/items/contenuti',
      {
        tipo: 'eventi',
        status: 'published',
        translations: [{ languages_code: 'it', titolo: 'Concerto senza data' }],
      },
      editorToken,
    );
    expect(noDate.status).toBe(400);
    expect(noDate.body['errors'][0].message).toBe(
      'A published item of this type needs at least one date.',
    );
    await setEditorLanguage('it-IT');

    const draft = await api.post(
      '/items/contenuti',
      {
        tipo: 'eventi',
        status: 'draft',
        translations: [{ languages_code: 'it', titolo: 'Bozza' }],
      },
      editorToken,
    );
    expect(draft.status).toBe(200);
    const id = draft.body['data'].id;
    // publishing the draft needs its date; removing the last date of a published event too
    expect(
      (await api.patch(`/items/contenuti/${id}`, { status: 'published' }, editorToken)).status,
    ).toBe(400);
    const ok = await api.patch(
      `/items/contenuti/${id}`,
      {
        status: 'published',
        date: {
          create: [
            {
              ricorrenza: 'mai',
              data_inizio: '2030-05-01T10:00:00',
              data_fine: '2030-05-01T12:00:00',
            },
          ],
          update: [],
          delete: [],
        },
      },
      editorToken,
    );
    expect(ok.status).toBe(200);
    const entries = await api.get(
      `/items/date?filter[contenuto][_eq]=${id}&fields=id`,
      editorToken,
    );
    const entryId = entries.body['data'][0].id;
    const removed = await api.patch(
      `/items/contenuti/${id}`,
      { date: { create: [], update: [], delete: [entryId] } },
      editorToken,
    );
    expect(removed.status).toBe(400);
  });

  it('publishes only with the Italian alt text of the cover', async () => {
    const file = (await api.get('/files?limit=1&fields=id', instance.adminToken)).body['data'][0]
      .id;
    await api.patch(`/files/${file}`, { alt: null }, instance.adminToken);
    const item = {
      tipo: 'pagine',
      status: 'published',
      cover: file,
      translations: [{ languages_code: 'it', titolo: 'Pagina con copertina' }],
    };
    const refused = await api.post('/items/contenuti', item, editorToken);
    expect(refused.status).toBe(400);
    expect(refused.body['errors'][0].extensions.rule).toBe('alt');
    await api.patch(`/files/${file}`, { alt: 'Onde colorate su fondo blu' }, editorToken);
    expect((await api.post('/items/contenuti', item, editorToken)).status).toBe(200);
  });

  it('publishes a scheduled draft at its time, not before', async () => {
    const make = async (minutes: number) =>
      (
        await api.post(
          '/items/contenuti',
          {
            tipo: 'pagine',
            status: 'in_review',
            pubblica_il: cityTime(minutes),
            translations: [
              {
                languages_code: 'it',
                titolo: `Pagina programmata ${minutes}`,
                slug: `programmata-${minutes}`,
              },
            ],
          },
          editorToken,
        )
      ).body['data'].id as number;
    const due = await make(-1);
    const later = await make(120);
    await eventually(async () => {
      const row = (await api.get(`/items/contenuti/${due}?fields=status,pubblica_il`, editorToken))
        .body['data'];
      expect(row).toEqual({ status: 'published', pubblica_il: null });
    }, 15_000);
    const page = await api.get(`/pages/content/item/pagine/${due}?locale=it`);
    expect(page.status).toBe(200);
    expect(page.body['data'].titolo).toBe('Pagina programmata -1');
    const waiting = (await api.get(`/items/contenuti/${later}?fields=status`, editorToken)).body[
      'data'
    ];
    expect(waiting.status).toBe('in_review');
    // the change has a revision with who made it: the schedule (no user)
    const revisions = await api.get(
      `/revisions?filter[collection][_eq]=contenuti&filter[item][_eq]=${due}&fields=data,activity.user&sort=-id&limit=1`,
      instance.adminToken,
    );
    expect(revisions.body['data'][0].data.status).toBe('published');
  });

  it('redirects the live preview to the storefront preview route in the asked or editor language', async () => {
    const res = await fetch(
      `${instance.url}/pages/preview/visite_guidate/2001?token=abc123&lang=fr`,
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      'http://localhost:13999/fr/preview/visite-guidate/2001?token=abc123',
    );
    await setEditorLanguage('en-US');
    const asEditor = await fetch(`${instance.url}/pages/preview/eventi/1001?token=t0k3n`, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(asEditor.headers.get('location')).toBe(
      'http://localhost:13999/en/preview/eventi/1001?token=t0k3n',
    );
    await setEditorLanguage('it-IT');
    const noPage = await fetch(`${instance.url}/pages/preview/ristoranti/2100?lang=it`, {
      redirect: 'manual',
    });
    expect(noPage.status).toBe(200);
    expect(await noPage.text()).toContain('non ha una pagina propria');
    expect(Object.keys(previewSegments)).not.toContain('ristoranti');
  });

  it('checks the field validation of addresses (admin app and API)', async () => {
    const bad = await api.post(
      '/items/contenuti',
      {
        tipo: 'link_esterni',
        status: 'draft',
        url: 'www.example.com',
        translations: [{ languages_code: 'it', titolo: 'Link' }],
      },
      editorToken,
    );
    expect(bad.status).toBe(400);
    const good = await api.post(
      '/items/contenuti',
      {
        tipo: 'link_esterni',
        status: 'draft',
        url: 'https://www.example.com',
        translations: [{ languages_code: 'it', titolo: 'Link' }],
      },
      editorToken,
    );
    expect(good.status).toBe(200);
  });
});
