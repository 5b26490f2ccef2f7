// Commerce demo data for the product API, loaded after the content seed (it reads the seeded
// content to attach prices and dates): sale settings of the products, rates and accessories of the
// guided tours, agreements, a combo, promo codes (valid, expired, used up), the armonia card
// product, armonia activities with bookable dates, and an active card for the demo card holder.
//
//   import { loadCommerceSeed } from './commerce.mjs';
//   await loadCommerceSeed({ url, token, db });
const names = (it, en, fr) => ({ it, en, fr });

async function call(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return null;
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${route} -> ${res.status} ${JSON.stringify(json).slice(0, 600)}`);
  return json?.data;
}

const pad = (n) => String(n).padStart(2, '0');
/** A wall-clock date-time (Europe/Rome) `days` from today at hh:mm, as Directus takes a dateTime. */
const dayAt = (days, hh, mm = 0) => {
  const d = new Date(Date.now() + days * 86400000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(hh)}:${pad(mm)}:00`;
};

/**
 * @param {{ url: string, token: string, db: import('knex').Knex }} options
 */
export async function loadCommerceSeed({ url, token, db }) {
  const api = (m, r, b) => call(url, token, m, r, b);
  const products = await db('contenuti').where({ tipo: 'prodotti' }).select('id', 'tipo_prodotto', 'prezzo');
  const tours = await db('contenuti').where({ tipo: 'visite_guidate' }).orderBy('id').select('id', 'prezzo', 'prezzo_gruppo');
  const activities = await db('contenuti').where({ tipo: 'attivita', status: 'published' }).orderBy('id').limit(2).select('id');

  // sale settings of the seeded products
  for (const p of products) {
    const settings =
      p.tipo_prodotto === 'carte'
        ? { tipo_carta: 'altro', stock: 500, soglia_gruppo: 4 }
        : p.tipo_prodotto === 'carte_regalate'
          ? { tipo_carta: 'regalo', importo: p.prezzo }
          : p.tipo_prodotto === 'abbonamenti_athena'
            ? { durata_giorni: 365, stock: 1000 }
            : {};
    if (Object.keys(settings).length) await api('PATCH', `/items/contenuti/${p.id}`, settings);
  }

  // the armonia loyalty card product
  const armonia = await api('POST', '/items/contenuti', {
    tipo: 'prodotti',
    status: 'published',
    tipo_prodotto: 'carte',
    tipo_carta: 'armonia',
    prezzo: 4900,
    durata_giorni: 365,
    translations: [
      { languages_code: 'it', titolo: 'Card Armonia', slug: 'prodotti/card-armonia', sottotitolo: 'Un anno di attività per il benessere' },
      { languages_code: 'en', titolo: 'Armonia Card', slug: 'products/armonia-card', sottotitolo: 'A year of well-being activities' },
      { languages_code: 'fr', titolo: 'Carte Armonia', slug: 'produits/carte-armonia', sottotitolo: 'Une année d’activités de bien-être' },
    ],
  });

  // rates and accessories of the guided tours
  for (const t of tours) {
    const full = t.prezzo ?? 1500;
    await api('POST', '/items/tariffe', [
      { genere: 'tariffa', tipo: 'visite_guidate', item_id: String(t.id), codice: 'intero', nome: names('Intero', 'Full price', 'Plein tarif'), prezzo: full, prezzo_gruppo: t.prezzo_gruppo ?? null, soglia_gruppo: 10, predefinita: true, sort: 1 },
      { genere: 'tariffa', tipo: 'visite_guidate', item_id: String(t.id), codice: 'ridotto', nome: names('Ridotto (under 18, over 65)', 'Reduced (under 18, over 65)', 'Réduit (moins de 18, plus de 65 ans)'), prezzo: Math.round(full * 0.7), sort: 2 },
      { genere: 'tariffa', tipo: 'visite_guidate', item_id: String(t.id), codice: 'bambino', nome: names('Bambini (6-12 anni)', 'Children (6-12)', 'Enfants (6-12 ans)'), prezzo: Math.round(full * 0.4), sort: 3 },
    ]);
  }
  await api('POST', '/items/tariffe', [
    { genere: 'accessorio', tipo: 'visite_guidate', codice: 'audioguida', nome: names('Audioguida', 'Audio guide', 'Audioguide'), prezzo: 300 },
    { genere: 'accessorio', tipo: 'visite_guidate', codice: 'catalogo', nome: names('Catalogo', 'Catalogue', 'Catalogue'), prezzo: 1200 },
    { genere: 'tariffa', tipo: 'abbonamenti_athena', codice: 'standard', nome: names('Standard', 'Standard', 'Standard'), prezzo: 5200, predefinita: true },
    { genere: 'tariffa', tipo: 'abbonamenti_athena', codice: 'giovani', nome: names('Under 26', 'Under 26', 'Moins de 26 ans'), prezzo: 3200 },
  ]);

  await api('POST', '/items/convenzioni', [
    { codice: 'TORINOCARD', nome: names('Possessori Torino Piemonte Card', 'Torino Piemonte Card holders', 'Titulaires de la Torino Piemonte Card'), sconto_percentuale: 10, tipi: ['visite_guidate', 'appuntamenti'], attiva: true },
    { codice: 'CRAL', nome: names('Dipendenti convenzionati', 'Partner employees', 'Salariés partenaires'), sconto_centesimi: 500, tipi: ['abbonamenti_athena'], attiva: true },
  ]);

  const card = products.find((p) => p.tipo_prodotto === 'carte');
  if (card && tours[0]) {
    await api('POST', '/items/combo', {
      codice: 'CARD-VISITA',
      nome: names('Card + visita guidata', 'Card + guided tour', 'Carte + visite guidée'),
      elementi: [
        { tipo: 'carte', id: card.id, prezzo_combo: 3200 },
        { tipo: 'visite_guidate', id: tours[0].id, prezzo_combo: Math.max(0, (tours[0].prezzo ?? 1500) - 300) },
      ],
      attivo: true,
    });
  }

  await api('POST', '/items/codici_promo', [
    { codice: 'BENVENUTO10', sconto_percentuale: 10, minimo_ordine: 2000, attivo: true },
    { codice: 'INVERNO5', sconto_centesimi: 500, max_usi: 100, valid_from: '2026-11-01T00:00:00Z', valid_to: '2027-03-31T23:59:59Z', attivo: true },
    { codice: 'SCADUTO', sconto_percentuale: 20, valid_to: '2025-01-01T00:00:00Z', attivo: true },
    { codice: 'ESAURITO', sconto_percentuale: 20, max_usi: 1, usi: 1, attivo: true },
  ]);

  // armonia activities with bookable dates in the coming weeks
  for (const [i, a] of activities.entries()) {
    await api('PATCH', `/items/contenuti/${a.id}`, { armonia: true });
    const dates = [3, 10, 17, 24, 31].map((d) => ({ contenuto: a.id, data: dayAt(d + i, 18, 30), durata_minuti: 90, capienza: 12 }));
    await api('POST', '/items/date_puntuali', dates);
  }

  // an active card for the demo card holder
  const holder = await db('directus_users').where({ email: 'card@citta.example.com' }).first('id');
  if (holder && armonia) {
    const today = new Date().toISOString().slice(0, 10);
    const end = new Date(Date.now() + 365 * 86400000).toISOString().slice(0, 10);
    await api('POST', '/items/card_armonia', { codice: 'ARDEMO0001', user: holder.id, prodotto: armonia.id, valida_dal: today, valida_al: end, stato: 'attiva' });
  }

  await paidDemoOrder({ url, db });
}

/**
 * A paid order of the demo user utente@citta.example.com with tickets: two museum tickets and a
 * guided-tour place, bought through the product API and paid on the demo provider's page as a
 * buyer would (the paid notification issues the tickets). No confirmation e-mail for it.
 */
async function paidDemoOrder({ url, db }) {
  const { demoPassword } = await import('./data.mjs');
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'utente@citta.example.com', password: demoPassword }),
  }).then((r) => r.json());
  const token = login?.data?.access_token;
  const museum = await db('contenuti').where({ tipo: 'prodotti', tipo_prodotto: 'carte' }).whereNot({ tipo_carta: 'armonia' }).orderBy('id', 'desc').first('id');
  if (!token || !museum) throw new Error('seed: demo order needs utente and a museum ticket');
  const res = await fetch(`${url}/shop/checkout/ordini`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'seed-demo-order-utente' },
    body: JSON.stringify({ prodotti: [{ key: 'museo', id: museum.id, tipo: 'carte', quantita: 2 }], locale: 'it' }),
  });
  const order = await res.json();
  if (res.status !== 201 || !order.pagamento?.url) throw new Error(`seed: demo order -> ${res.status} ${JSON.stringify(order).slice(0, 400)}`);
  const page = await fetch(order.pagamento.url).then((r) => r.text());
  const formToken = /name="token" value="([^"]+)"/.exec(page)?.[1];
  await fetch(order.pagamento.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: formToken ?? '', esito: 'approve' }).toString(),
    redirect: 'manual',
  });
  for (let i = 0; i < 50; i += 1) {
    const row = await db('ordini').where({ id: order.id }).first('status');
    if (row?.status === 'paid') {
      await db('ordini').where({ id: order.id }).update({ avviso: null });
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('seed: the demo order was not paid');
}
