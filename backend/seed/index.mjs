// Loads the demo content into an empty database through the REST API (so the hooks compute
// dates and search text). Called by `scripts/directus.mjs prepare` on first start.
import { roleIds } from '../scripts/lib/access.mjs';
import { categories, demoPassword, events, footer, languages, others, pages, places, products, slugify, users } from './data.mjs';
import { generateImages } from './images.mjs';

async function call(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (res.status === 204) return null;
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${route} -> ${res.status} ${JSON.stringify(json).slice(0, 800)}`);
  return json?.data;
}

const chunks = (list, n) => Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));

function translationsOf(item, id) {
  return ['it', 'en', 'fr'].map((l) => {
    const t = item.translations[l];
    return {
      languages_code: l,
      titolo: t.titolo,
      slug: t.slug ?? `${item.prefix[l]}/${slugify(t.titolo)}-${id}`,
      sottotitolo: t.sottotitolo ?? null,
      descrizione: t.descrizione ?? null,
      seo_title: t.titolo,
      seo_description: t.sottotitolo ?? null,
    };
  });
}

/**
 * @param {{ url: string, token: string, db: import('knex').Knex }} options
 */
export async function loadSeed({ url, token, db }) {
  const api = (m, r, b) => call(url, token, m, r, b);

  await api('POST', '/items/languages', languages);

  const images = await generateImages();
  const fileIds = [];
  for (const img of images) {
    const form = new FormData();
    form.append('title', img.title);
    // the Italian text alternative, required on the cover of an item being published
    form.append('alt', img.alt ?? img.title);
    form.append('blurhash', img.blurhash);
    form.append('file', new Blob([img.buffer], { type: img.type }), img.name);
    const file = await api('POST', '/files', form);
    fileIds.push(file.id);
  }
  const fileByName = Object.fromEntries(images.map((img, i) => [img.name, fileIds[i]]));

  const cats = await api('POST', '/items/categorie', categories);
  const catId = Object.fromEntries(cats.map((c) => [c.codice, c.id]));
  const luoghi = await api('POST', '/items/luoghi', places);
  const placeId = Object.fromEntries(luoghi.map((p) => [p.nome, p.id]));

  const userIds = {};
  for (const u of users) {
    const created = await api('POST', '/users', { email: u.email, password: demoPassword, first_name: u.first_name, last_name: u.last_name, role: roleIds[u.role], status: 'active' });
    userIds[u.key] = created.id;
  }

  // pages, parents first
  const pageId = {};
  for (const p of pages()) {
    const created = await api('POST', '/items/contenuti', { tipo: 'pagine', status: 'published', prefooter: p.prefooter, parent: p.parentKey ? pageId[p.parentKey] : null, cover: fileIds[Object.keys(pageId).length % 12], translations: p.translations });
    pageId[p.key] = created.id;
  }

  // events: fixed ids from 1001, created in batches with their translations and date entries
  const evs = events();
  for (const batch of chunks(evs, 30)) {
    await api(
      'POST',
      '/items/contenuti',
      batch.map((e) => ({
        id: 1001 + e.index,
        tipo: 'eventi',
        status: e.status,
        categoria: catId[e.categoria],
        luogo: placeId[e.luogo],
        prezzo: e.prezzo,
        organizzatore: e.organizzatore,
        cover: fileIds[e.cover],
        proprietario: e.index % 25 === 0 ? userIds.organizzatore : null,
        date: e.date,
        translations: translationsOf(e, 1001 + e.index),
      })),
    );
  }

  // other types
  const idByTitle = {};
  for (const [i, o] of others().entries()) {
    const id = 2001 + i;
    const payload = {
      id,
      tipo: o.tipo,
      status: o.status,
      categoria: o.categoria ? catId[o.categoria] : null,
      luogo: o.luogo ? placeId[o.luogo] : null,
      prezzo: o.prezzo ?? null,
      prezzo_gruppo: o.prezzo_gruppo ?? null,
      durata_giorni: o.durata_giorni ?? null,
      lingue: o.lingue ?? null,
      telefono: o.telefono ?? null,
      email: o.email ?? null,
      sito: o.sito ?? null,
      url: o.url ?? null,
      file: o.file ? fileByName[o.file] : null,
      operatore: o.operatore ? idByTitle[o.operatore] : null,
      data_pubblicazione: o.data_pubblicazione ?? null,
      preview_token: o.preview_token ?? null,
      proprietario: o.owner ? userIds[o.owner] : null,
      cover: o.cover != null ? fileIds[o.cover] : null,
      ...(o.date ? { date: o.date } : {}),
      ...(o.date_puntuali ? { date_puntuali: o.date_puntuali } : {}),
    };
    await api('POST', '/items/contenuti', { ...payload, translations: translationsOf(o, id) });
    idByTitle[o.translations.it.titolo] = id;
  }

  // products with fixed ids (5969: Torino Piemonte Card)
  for (const p of products()) {
    await api('POST', '/items/contenuti', {
      id: p.id,
      tipo: 'prodotti',
      status: p.status,
      tipo_prodotto: p.tipo_prodotto,
      prezzo: p.prezzo,
      prezzo_gruppo: p.prezzo_gruppo ?? null,
      prezzo_combo: p.prezzo_combo ?? null,
      categoria: catId[p.categoria],
      cover: fileIds[p.cover],
      translations: translationsOf(p, p.id),
    });
  }
  if (db.client.config.client === 'pg') {
    await db.raw("SELECT setval(pg_get_serial_sequence('contenuti', 'id'), (SELECT max(id) FROM contenuti))");
  }

  // footer singleton with its lists
  const f = footer();
  await api('PATCH', '/items/footer', {
    sponsor: f.sponsor,
    fine_pagina: f.fine_pagina,
    voci: f.voci.map((v, i) => ({
      sort: i + 1,
      lista: v.lista,
      gruppo: v.gruppo ?? null,
      colonna: v.colonna ?? null,
      tipologia: v.tipologia ?? null,
      pagina: v.pageKey ? pageId[v.pageKey] : null,
      link: v.link ?? null,
      immagine: v.immagine != null ? fileIds[v.immagine] : null,
      larghezza_in_footer: v.larghezza_in_footer ?? null,
      icon: v.icon ?? null,
      nome: v.nome ?? null,
      testi: v.testi ?? null,
    })),
  });

  // the product API's demo data (prices, rates, promo codes, loyalty) builds on this content
  const { loadCommerceSeed } = await import('./commerce.mjs').catch(() => ({ loadCommerceSeed: null }));
  if (loadCommerceSeed) await loadCommerceSeed({ url, token, db });

  // derived dates and search text of everything, before the seeding server stops
  await api('POST', '/pages/admin/reindex');
}
