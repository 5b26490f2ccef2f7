// The demo content of the city (Torino) and its region (Piemonte), in Italian, English and French.
// Deterministic: fixed dates between 2025 and 2028 (never relative to the day of seeding) and a
// seeded pseudo-random sequence, so every fresh database holds the same content.

export const demoPassword = 'citta-demo-2026';

export const users = [
  { key: 'utente', email: 'utente@citta.example.com', first_name: 'Giulia', last_name: 'Rossi', role: 'utente' },
  { key: 'organizzatore', email: 'organizzatore@citta.example.com', first_name: 'Marco', last_name: 'Bianchi', role: 'organizzatore' },
  { key: 'outdoor', email: 'outdoor@citta.example.com', first_name: 'Elena', last_name: 'Ferrero', role: 'operatore_outdoor' },
  { key: 'outdoor2', email: 'outdoor2@citta.example.com', first_name: 'Paolo', last_name: 'Gallo', role: 'operatore_outdoor' },
  { key: 'incoming', email: 'incoming@citta.example.com', first_name: 'Luca', last_name: 'Conti', role: 'operatore_incoming' },
  { key: 'ristoratore', email: 'ristoratore@citta.example.com', first_name: 'Chiara', last_name: 'Ricci', role: 'ristoratore' },
  { key: 'card', email: 'card@citta.example.com', first_name: 'Anna', last_name: 'Moretti', role: 'titolare_card' },
  { key: 'editor', email: 'editor@citta.example.com', first_name: 'Sara', last_name: 'Colombo', role: 'editor' },
  { key: 'controllo', email: 'controllo@citta.example.com', first_name: 'Davide', last_name: 'Greco', role: 'controllo' },
];

function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const iso = (d) => d.toISOString().slice(0, 10);
const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000);

export const languages = [
  { code: 'it', language: 'Italiano', domain: 'https://www.turismotorino.example.com/it' },
  { code: 'en', language: 'English', domain: 'https://www.turismotorino.example.com/en' },
  { code: 'fr', language: 'Français', domain: 'https://www.turismotorino.example.com/fr' },
];

export const categories = [
  { codice: 'musica', nome: { it: 'Musica', en: 'Music', fr: 'Musique' } },
  { codice: 'teatro', nome: { it: 'Teatro e danza', en: 'Theatre and dance', fr: 'Théâtre et danse' } },
  { codice: 'mostre', nome: { it: 'Mostre', en: 'Exhibitions', fr: 'Expositions' } },
  { codice: 'enogastronomia', nome: { it: 'Enogastronomia', en: 'Food and wine', fr: 'Gastronomie et vins' } },
  { codice: 'sport', nome: { it: 'Sport e natura', en: 'Sport and nature', fr: 'Sport et nature' } },
  { codice: 'famiglie', nome: { it: 'Famiglie', en: 'Families', fr: 'Familles' } },
  { codice: 'festival', nome: { it: 'Festival', en: 'Festivals', fr: 'Festivals' } },
  { codice: 'visite', nome: { it: 'Visite e tour', en: 'Visits and tours', fr: 'Visites et circuits' } },
];

export const places = [
  { nome: 'Teatro Regio', indirizzo: 'Piazza Castello 215', citta: 'Torino', cap: '10124', lat: 45.0731, lng: 7.6866 },
  { nome: 'Mole Antonelliana', indirizzo: 'Via Montebello 20', citta: 'Torino', cap: '10124', lat: 45.069, lng: 7.6932 },
  { nome: 'Museo Egizio', indirizzo: 'Via Accademia delle Scienze 6', citta: 'Torino', cap: '10123', lat: 45.0684, lng: 7.6844 },
  { nome: 'Parco del Valentino', indirizzo: 'Corso Massimo d’Azeglio', citta: 'Torino', cap: '10126', lat: 45.0546, lng: 7.6869 },
  { nome: 'Lingotto', indirizzo: 'Via Nizza 280', citta: 'Torino', cap: '10126', lat: 45.0317, lng: 7.6659 },
  { nome: 'Reggia di Venaria', indirizzo: 'Piazza della Repubblica 4', citta: 'Venaria Reale', cap: '10078', lat: 45.1363, lng: 7.6225 },
  { nome: 'Castello di Rivoli', indirizzo: 'Piazza Mafalda di Savoia', citta: 'Rivoli', cap: '10098', lat: 45.0714, lng: 7.5119 },
  { nome: 'Piazza Duomo', indirizzo: 'Piazza Duomo', citta: 'Alba', cap: '12051', lat: 44.7, lng: 8.0353 },
  { nome: 'Lungolago', indirizzo: 'Corso Zanitello', citta: 'Verbania', cap: '28922', lat: 45.9213, lng: 8.5519 },
  { nome: 'Sacra di San Michele', indirizzo: 'Via alla Sacra 14', citta: 'Sant’Ambrogio di Torino', cap: '10057', lat: 45.0979, lng: 7.3434 },
  { nome: 'Forte di Fenestrelle', indirizzo: 'Via Porta Reale', citta: 'Fenestrelle', cap: '10060', lat: 45.0346, lng: 7.05 },
  { nome: 'Piazza San Carlo', indirizzo: 'Piazza San Carlo', citta: 'Torino', cap: '10123', lat: 45.0677, lng: 7.6826 },
];

const para = (...lines) => lines.map((l) => `<p>${l}</p>`).join('');

// ---------------------------------------------------------------- pages
/** Pages with fixed slugs (the spec's tourist-offices and Torino card paths among them). */
export function pages() {
  const p = (key, parentKey, prefooter, it, en, fr) => ({ key, parentKey, prefooter, it, en, fr });
  return [
    p('visita', null, 'visita', { titolo: 'Visita', slug: 'visita', sottotitolo: 'Torino e il Piemonte, tutto l’anno' }, { titolo: 'Visit', slug: 'visit', sottotitolo: 'Turin and Piedmont, all year round' }, { titolo: 'Découvrir', slug: 'decouvrir', sottotitolo: 'Turin et le Piémont, toute l’année' }),
    p('pianifica', 'visita', 'visita', { titolo: 'Pianifica la tua visita', slug: 'visita/pianifica-la-tua-visita' }, { titolo: 'Plan your trip', slug: 'visit/plan-your-trip' }, { titolo: 'Préparer ton séjour', slug: 'decouvrir/preparer-ton-sejour' }),
    p(
      'uffici',
      'pianifica',
      'visita',
      { titolo: 'Uffici del turismo', slug: 'visita/pianifica-la-tua-visita/uffici-del-turismo', sottotitolo: 'Informazioni, mappe e biglietti', descrizione: para('Gli uffici del turismo di Torino sono in Piazza Castello, a Porta Nuova e all’aeroporto.', 'Aperti tutti i giorni dalle 9 alle 18.') },
      { titolo: 'Tourist offices', slug: 'visit/plan-your-trip/tourist-offices', sottotitolo: 'Information, maps and tickets', descrizione: para('Turin’s tourist offices are in Piazza Castello, at Porta Nuova station and at the airport.', 'Open every day from 9 am to 6 pm.') },
      { titolo: 'Offices de tourisme', slug: 'decouvrir/preparer-ton-sejour/offices-de-tourisme', sottotitolo: 'Informations, plans et billets', descrizione: para('Les offices de tourisme de Turin se trouvent Piazza Castello, à la gare Porta Nuova et à l’aéroport.', 'Ouverts tous les jours de 9 h à 18 h.') },
    ),
    p('come-arrivare', 'pianifica', 'visita', { titolo: 'Come arrivare', slug: 'visita/pianifica-la-tua-visita/come-arrivare' }, { titolo: 'Getting here', slug: 'visit/plan-your-trip/getting-here' }, { titolo: 'Comment venir', slug: 'decouvrir/preparer-ton-sejour/comment-venir' }),
    p('card-page', 'pianifica', 'visita', { titolo: 'Torino Piemonte Card', slug: 'visita/pianifica-la-tua-visita/la-card' }, { titolo: 'Torino Piemonte Card', slug: 'visit/plan-your-trip/the-card' }, { titolo: 'Torino Piemonte Card', slug: 'decouvrir/preparer-ton-sejour/la-carte' }),
    p('convention', null, 'convention', { titolo: 'Convention Bureau', slug: 'convention', sottotitolo: 'Congressi ed eventi aziendali' }, { titolo: 'Convention Bureau', slug: 'convention', sottotitolo: 'Congresses and corporate events' }, { titolo: 'Convention Bureau', slug: 'convention', sottotitolo: 'Congrès et événements d’entreprise' }),
    p('sedi', 'convention', 'convention', { titolo: 'Sedi congressuali', slug: 'convention/sedi-congressuali' }, { titolo: 'Congress venues', slug: 'convention/congress-venues' }, { titolo: 'Lieux de congrès', slug: 'convention/lieux-de-congres' }),
    p('trade', null, 'trade', { titolo: 'Travel trade', slug: 'travel-trade', sottotitolo: 'Per tour operator e agenzie' }, { titolo: 'Travel trade', slug: 'travel-trade', sottotitolo: 'For tour operators and agencies' }, { titolo: 'Travel trade', slug: 'travel-trade', sottotitolo: 'Pour tour-opérateurs et agences' }),
    p('scuole', null, 'scuole', { titolo: 'Scuole', slug: 'scuole', sottotitolo: 'Gite e laboratori didattici' }, { titolo: 'Schools', slug: 'schools', sottotitolo: 'School trips and workshops' }, { titolo: 'Écoles', slug: 'ecoles', sottotitolo: 'Sorties et ateliers scolaires' }),
    p('stampa', null, 'stampa', { titolo: 'Area stampa', slug: 'stampa' }, { titolo: 'Press area', slug: 'press' }, { titolo: 'Espace presse', slug: 'presse' }),
    p('privacy', null, 'visita', { titolo: 'Privacy', slug: 'privacy' }, { titolo: 'Privacy policy', slug: 'privacy-policy' }, { titolo: 'Confidentialité', slug: 'confidentialite' }),
    p('contatti', null, 'visita', { titolo: 'Contatti', slug: 'contatti' }, { titolo: 'Contact us', slug: 'contact-us' }, { titolo: 'Contacts', slug: 'contacts' }),
    p('accessibilita', null, 'visita', { titolo: 'Dichiarazione di accessibilità', slug: 'accessibilita' }, { titolo: 'Accessibility statement', slug: 'accessibility' }, { titolo: 'Déclaration d’accessibilité', slug: 'accessibilite' }),
  ].map((pg) => ({
    ...pg,
    translations: ['it', 'en', 'fr'].map((l) => ({
      languages_code: l,
      titolo: pg[l].titolo,
      slug: pg[l].slug,
      sottotitolo: pg[l].sottotitolo ?? null,
      descrizione: pg[l].descrizione ?? para({ it: `${pg.it.titolo}: informazioni utili per il tuo soggiorno a Torino e in Piemonte.`, en: `${pg.en.titolo}: useful information for your stay in Turin and Piedmont.`, fr: `${pg.fr.titolo} : informations utiles pour ton séjour à Turin et dans le Piémont.` }[l]),
      seo_title: pg[l].titolo,
      seo_description: pg[l].sottotitolo ?? null,
    })),
  }));
}

// ---------------------------------------------------------------- events
const subjects = [
  { it: 'Concerto', en: 'Concert', fr: 'Concert', cat: 'musica' },
  { it: 'Festival jazz', en: 'Jazz festival', fr: 'Festival de jazz', cat: 'musica' },
  { it: 'Opera lirica', en: 'Opera night', fr: 'Soirée d’opéra', cat: 'teatro' },
  { it: 'Spettacolo di danza', en: 'Dance performance', fr: 'Spectacle de danse', cat: 'teatro' },
  { it: 'Mostra fotografica', en: 'Photography exhibition', fr: 'Exposition de photographie', cat: 'mostre' },
  { it: 'Mostra d’arte contemporanea', en: 'Contemporary art exhibition', fr: 'Exposition d’art contemporain', cat: 'mostre' },
  { it: 'Mercato dei sapori', en: 'Taste market', fr: 'Marché des saveurs', cat: 'enogastronomia' },
  { it: 'Degustazione di vini', en: 'Wine tasting', fr: 'Dégustation de vins', cat: 'enogastronomia' },
  { it: 'Corsa podistica', en: 'Running race', fr: 'Course à pied', cat: 'sport' },
  { it: 'Escursione guidata', en: 'Guided hike', fr: 'Randonnée guidée', cat: 'sport' },
  { it: 'Laboratorio per bambini', en: 'Children’s workshop', fr: 'Atelier pour enfants', cat: 'famiglie' },
  { it: 'Festa di quartiere', en: 'Neighbourhood fair', fr: 'Fête de quartier', cat: 'festival' },
  { it: 'Rassegna cinematografica', en: 'Film season', fr: 'Cycle de cinéma', cat: 'festival' },
  { it: 'Visita notturna', en: 'Night visit', fr: 'Visite nocturne', cat: 'visite' },
];
const qualifiers = [
  { it: 'di primavera', en: 'in spring', fr: 'de printemps' },
  { it: 'd’estate', en: 'in summer', fr: 'd’été' },
  { it: 'd’autunno', en: 'in autumn', fr: 'd’automne' },
  { it: 'd’inverno', en: 'in winter', fr: 'd’hiver' },
  { it: 'sotto le stelle', en: 'under the stars', fr: 'sous les étoiles' },
  { it: 'in piazza', en: 'in the square', fr: 'sur la place' },
  { it: 'per tutti', en: 'for everyone', fr: 'pour tous' },
  { it: 'internazionale', en: 'international', fr: 'international' },
];
const weekdays = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'];

function entryFor(kind, start, rnd) {
  const hours = ['09:00-18:00', '10:00-19:00', '15:00-23:00', '08:30-13:00'];
  const openDays = () => Object.fromEntries(weekdays.map((d, i) => [`${d}_aperto`, (i + Math.floor(rnd() * 7)) % 3 === 0 ? 'chiuso' : hours[Math.floor(rnd() * hours.length)]]));
  switch (kind) {
    case 'mai-breve': {
      const days = Math.floor(rnd() * 3);
      return { ricorrenza: 'mai', data_inizio: `${iso(start)}T${rnd() < 0.5 ? '21:00' : '18:30'}:00`, data_fine: `${iso(addDays(start, days))}T23:00:00` };
    }
    case 'mai-lungo':
      return { ricorrenza: 'mai', data_inizio: `${iso(start)}T10:00:00`, data_fine: `${iso(addDays(start, 60 + Math.floor(rnd() * 180)))}T19:00:00` };
    case 'giornaliera':
      return { ricorrenza: 'giornaliera', inizio_ricorrenza: iso(start), fine_ricorrenza: iso(addDays(start, 90 + Math.floor(rnd() * 300))), mesi_esclusi: rnd() < 0.5 ? [8] : [] };
    case 'settimanale': {
      const e = { ricorrenza: 'settimanale', inizio_ricorrenza: iso(start), fine_ricorrenza: iso(addDays(start, 120 + Math.floor(rnd() * 400))), ...openDays(), mesi_esclusi: rnd() < 0.3 ? [1, 8] : [] };
      if (weekdays.every((d) => e[`${d}_aperto`] === 'chiuso')) e.sabato_aperto = '10:00-19:00';
      return e;
    }
    case 'mensile-numero':
      return { ricorrenza: 'mensile', ogni: 'numero', numero_giorno: 1 + Math.floor(rnd() * 28), inizio_ricorrenza: iso(start), fine_ricorrenza: iso(addDays(start, 200 + Math.floor(rnd() * 500))), mesi_esclusi: rnd() < 0.5 ? [7, 8] : [] };
    case 'mensile-ordinale': {
      const ogni = ['primo', 'secondo', 'terzo', 'quarto', 'ultimo'][Math.floor(rnd() * 5)];
      return { ricorrenza: 'mensile', ogni, settimana: weekdays[Math.floor(rnd() * 7)], inizio_ricorrenza: iso(start), fine_ricorrenza: iso(addDays(start, 200 + Math.floor(rnd() * 500))), mesi_esclusi: rnd() < 0.5 ? [12] : [] };
    }
    default:
      throw new Error(kind);
  }
}

export const recurrenceKinds = ['mai-breve', 'mai-lungo', 'giornaliera', 'settimanale', 'mensile-numero', 'mensile-ordinale', 'multiple'];

export function events(count = 210) {
  const rnd = prng(20261122);
  const out = [];
  const origin = Date.UTC(2025, 0, 6);
  for (let i = 0; i < count; i++) {
    const s = subjects[i % subjects.length];
    const q = qualifiers[Math.floor(i / subjects.length) % qualifiers.length];
    const place = places[(i * 7) % places.length];
    const kind = recurrenceKinds[i % recurrenceKinds.length];
    const start = new Date(origin + ((i * 97) % 1270) * 86_400_000);
    const date =
      kind === 'multiple'
        ? [entryFor('mai-breve', start, rnd), entryFor('mai-breve', addDays(start, 30 + Math.floor(rnd() * 60)), rnd)]
        : [entryFor(kind, start, rnd)];
    const edition = 2025 + Math.floor(((i * 97) % 1270) / 365);
    const it = { titolo: `${s.it} ${q.it} — ${place.nome} ${edition}`, sottotitolo: `${place.citta}, ${place.nome}`, descrizione: para(`${s.it} ${q.it} a ${place.citta}: un appuntamento da non perdere presso ${place.nome}.`, 'Ingresso con prenotazione consigliata. Programma soggetto a variazioni.') };
    const en = { titolo: `${s.en} ${q.en} — ${place.nome} ${edition}`, sottotitolo: `${place.citta}, ${place.nome}`, descrizione: para(`${s.en} ${q.en} in ${place.citta}: an event not to be missed at ${place.nome}.`, 'Booking recommended. Programme subject to change.') };
    const fr = { titolo: `${s.fr} ${q.fr} — ${place.nome} ${edition}`, sottotitolo: `${place.citta}, ${place.nome}`, descrizione: para(`${s.fr} ${q.fr} à ${place.citta} : un rendez-vous à ne pas manquer à ${place.nome}.`, 'Réservation conseillée. Programme susceptible de modifications.') };
    out.push({
      index: i,
      kind,
      tipo: 'eventi',
      status: i % 53 === 52 ? 'draft' : 'published',
      categoria: s.cat,
      luogo: place.nome,
      prezzo: i % 4 === 0 ? null : 500 + (i % 9) * 250,
      organizzatore: ['Città di Torino', 'Fondazione Teatro Regio', 'Pro Loco', 'Associazione Culturale Piemonte'][i % 4],
      cover: i % 12,
      date,
      translations: { it, en, fr },
      prefix: { it: 'eventi', en: 'events', fr: 'evenements' },
    });
  }
  return out;
}

// ---------------------------------------------------------------- other types
export function others() {
  const list = [];
  const add = (tipo, prefix, it, en, fr, extra = {}) => list.push({ tipo, prefix, translations: { it, en, fr }, status: 'published', ...extra });
  const d = (t, s, desc) => ({ titolo: t, sottotitolo: s, descrizione: para(desc) });
  // risorse
  add('risorse', { it: 'risorse', en: 'resources', fr: 'ressources' }, d('Il Museo Egizio', 'La più antica collezione egizia al mondo', 'Oltre 40.000 reperti in un palazzo del Seicento.'), d('The Egyptian Museum', 'The oldest Egyptian collection in the world', 'Over 40,000 finds in a 17th-century palace.'), d('Le Musée Égyptien', 'La plus ancienne collection égyptienne au monde', 'Plus de 40 000 pièces dans un palais du XVIIe siècle.'), { luogo: 'Museo Egizio', categoria: 'mostre', cover: 2 });
  add('risorse', { it: 'risorse', en: 'resources', fr: 'ressources' }, d('La Mole Antonelliana', 'Simbolo della città e Museo del Cinema', 'Sali in ascensore panoramico fino a 85 metri.'), d('The Mole Antonelliana', 'Symbol of the city and Cinema Museum', 'Take the panoramic lift up to 85 metres.'), d('La Mole Antonelliana', 'Symbole de la ville et musée du cinéma', 'Monte en ascenseur panoramique jusqu’à 85 mètres.'), { luogo: 'Mole Antonelliana', categoria: 'mostre', cover: 1 });
  add('risorse', { it: 'risorse', en: 'resources', fr: 'ressources' }, d('Le Langhe', 'Colline patrimonio UNESCO', 'Vigneti, castelli e il tartufo bianco d’Alba.'), d('The Langhe', 'UNESCO heritage hills', 'Vineyards, castles and Alba white truffle.'), d('Les Langhe', 'Collines classées à l’UNESCO', 'Vignobles, châteaux et truffe blanche d’Alba.'), { luogo: 'Piazza Duomo', categoria: 'enogastronomia', cover: 8 });
  // attivita with date entries
  add('attivita', { it: 'attivita', en: 'activities', fr: 'activites' }, d('Giro in bicicletta lungo il Po', 'Due ore tra parchi e ponti', 'Partenza dal Parco del Valentino con guida.'), d('Bike ride along the Po', 'Two hours among parks and bridges', 'Departure from Valentino Park with a guide.'), d('Balade à vélo le long du Pô', 'Deux heures entre parcs et ponts', 'Départ du parc du Valentino avec un guide.'), { luogo: 'Parco del Valentino', categoria: 'sport', prezzo: 2500, cover: 10, date: [{ ricorrenza: 'settimanale', inizio_ricorrenza: '2025-04-01', fine_ricorrenza: '2028-10-31', lunedi_aperto: 'chiuso', martedi_aperto: 'chiuso', mercoledi_aperto: '10:00-12:00', giovedi_aperto: 'chiuso', venerdi_aperto: '10:00-12:00', sabato_aperto: '09:00-12:00', domenica_aperto: '09:00-12:00', mesi_esclusi: [12, 1, 2] }] });
  add('attivita', { it: 'attivita', en: 'activities', fr: 'activites' }, d('Corso di cucina piemontese', 'Agnolotti del plin fatti a mano', 'Lezione pratica con degustazione finale.'), d('Piedmontese cooking class', 'Handmade agnolotti del plin', 'Hands-on lesson with a final tasting.'), d('Cours de cuisine piémontaise', 'Agnolotti del plin faits main', 'Cours pratique avec dégustation finale.'), { luogo: 'Piazza San Carlo', categoria: 'enogastronomia', prezzo: 6500, cover: 4, date: [{ ricorrenza: 'mensile', ogni: 'primo', settimana: 'sabato', inizio_ricorrenza: '2025-02-01', fine_ricorrenza: '2028-12-31', mesi_esclusi: [8] }] });
  add('attivita', { it: 'attivita', en: 'activities', fr: 'activites' }, d('Kayak sul Lago Maggiore', 'Uscita al tramonto', 'Attività conclusa nel 2025.'), d('Kayaking on Lake Maggiore', 'Sunset trip', 'Activity ended in 2025.'), d('Kayak sur le lac Majeur', 'Sortie au coucher du soleil', 'Activité terminée en 2025.'), { luogo: 'Lungolago', categoria: 'sport', prezzo: 3500, cover: 6, date: [{ ricorrenza: 'giornaliera', inizio_ricorrenza: '2025-06-01', fine_ricorrenza: '2025-09-15' }] });
  // pacchetti
  add('pacchetti', { it: 'pacchetti', en: 'packages', fr: 'forfaits' }, d('Weekend a Torino', 'Due notti, museo e aperitivo', 'Hotel in centro, Torino Piemonte Card 48 ore e aperitivo.'), d('Weekend in Turin', 'Two nights, museum and aperitivo', 'Central hotel, 48-hour Torino Piemonte Card and aperitivo.'), d('Week-end à Turin', 'Deux nuits, musée et apéritif', 'Hôtel au centre, Torino Piemonte Card 48 heures et apéritif.'), { prezzo: 24900, durata_giorni: 3, cover: 5, categoria: 'visite' });
  add('pacchetti', { it: 'pacchetti', en: 'packages', fr: 'forfaits' }, d('Langhe e Roero in tre giorni', 'Vino, tartufo e castelli', 'Tre giorni tra cantine e borghi.'), d('Langhe and Roero in three days', 'Wine, truffles and castles', 'Three days of wineries and villages.'), d('Langhe et Roero en trois jours', 'Vin, truffe et châteaux', 'Trois jours entre caves et villages.'), { prezzo: 42000, durata_giorni: 3, cover: 8, categoria: 'enogastronomia' });
  // spettacoli with single dates
  add('spettacoli', { it: 'spettacoli', en: 'shows', fr: 'spectacles' }, d('La Traviata', 'Opera in tre atti di Giuseppe Verdi', 'Nuovo allestimento del Teatro Regio.'), d('La Traviata', 'Opera in three acts by Giuseppe Verdi', 'New production of Teatro Regio.'), d('La Traviata', 'Opéra en trois actes de Giuseppe Verdi', 'Nouvelle production du Teatro Regio.'), { luogo: 'Teatro Regio', categoria: 'teatro', prezzo: 4500, cover: 3, date_puntuali: ['2026-12-04T20:00:00', '2026-12-06T15:30:00', '2027-01-15T20:00:00', '2027-01-17T15:30:00'].map((data) => ({ data, capienza: 900 })) });
  add('spettacoli', { it: 'spettacoli', en: 'shows', fr: 'spectacles' }, d('Lo schiaccianoci', 'Balletto di Natale', 'Il classico di Čajkovskij per tutta la famiglia.'), d('The Nutcracker', 'Christmas ballet', 'Tchaikovsky’s classic for the whole family.'), d('Casse-Noisette', 'Ballet de Noël', 'Le classique de Tchaïkovski pour toute la famille.'), { luogo: 'Teatro Regio', categoria: 'teatro', prezzo: 3800, cover: 9, date_puntuali: ['2025-12-20T20:00:00', '2025-12-21T16:00:00'].map((data) => ({ data, capienza: 900 })) });
  add('spettacoli', { it: 'spettacoli', en: 'shows', fr: 'spectacles' }, d('Notte di cabaret', 'Comici piemontesi dal vivo', 'Una serata di risate al Lingotto.'), d('Cabaret night', 'Piedmontese comedians live', 'An evening of laughter at Lingotto.'), d('Nuit du cabaret', 'Humoristes piémontais en direct', 'Une soirée de rire au Lingotto.'), { luogo: 'Lingotto', categoria: 'teatro', prezzo: 2000, cover: 11, date_puntuali: ['2027-03-12T21:00:00', '2027-03-13T21:00:00', '2028-03-10T21:00:00'].map((data) => ({ data, capienza: 300 })) });
  // visite guidate
  add('visite_guidate', { it: 'visite-guidate', en: 'guided-tours', fr: 'visites-guidees' }, d('Torino sotterranea', 'Rifugi antiaerei e ghiacciaie', 'Un percorso di 90 minuti sotto il centro storico.'), d('Underground Turin', 'Air-raid shelters and ice houses', 'A 90-minute route beneath the old town.'), d('Turin souterrain', 'Abris antiaériens et glacières', 'Un parcours de 90 minutes sous le centre historique.'), { luogo: 'Piazza San Carlo', categoria: 'visite', prezzo: 1500, prezzo_gruppo: 1200, lingue: 'it,en,fr', cover: 0, date_puntuali: ['2026-12-05T10:00:00', '2026-12-05T15:00:00', '2026-12-12T10:00:00', '2027-01-09T10:00:00', '2027-02-13T10:00:00'].map((data, i) => ({ data, lingua: ['it', 'en', 'fr'][i % 3], capienza: 25 })) });
  add('visite_guidate', { it: 'visite-guidate', en: 'guided-tours', fr: 'visites-guidees' }, d('La Reggia di Venaria al tramonto', 'Giardini e Galleria Grande', 'Visita guidata serale della residenza sabauda.'), d('Venaria Royal Palace at sunset', 'Gardens and Great Gallery', 'Evening guided tour of the Savoy residence.'), d('La Reggia de Venaria au coucher du soleil', 'Jardins et Grande Galerie', 'Visite guidée en soirée de la résidence de Savoie.'), { luogo: 'Reggia di Venaria', categoria: 'visite', prezzo: 2200, prezzo_gruppo: 1800, lingue: 'it,en', cover: 7, date_puntuali: ['2027-05-15T18:30:00', '2027-06-12T19:00:00', '2027-07-10T19:30:00'].map((data, i) => ({ data, lingua: 'it', capienza: i === 2 ? null : 30 })) }); // the July evening has no limit of places
  // appuntamenti (owned by the organiser)
  add('appuntamenti', { it: 'appuntamenti', en: 'appointments', fr: 'rendez-vous' }, d('Salita alla cupola della Mole', 'Ingressi a orario', 'Ascensore panoramico a fasce di 30 minuti.'), d('Climb to the Mole dome', 'Timed entries', 'Panoramic lift in 30-minute slots.'), d('Montée à la coupole de la Mole', 'Entrées à horaire', 'Ascenseur panoramique par créneaux de 30 minutes.'), { luogo: 'Mole Antonelliana', categoria: 'visite', prezzo: 900, owner: 'organizzatore', cover: 1, date_puntuali: ['2026-12-05T10:00:00', '2026-12-05T10:30:00', '2026-12-05T11:00:00', '2026-12-06T10:00:00', '2027-01-10T10:00:00', '2027-01-10T10:30:00'].map((data) => ({ data, durata_minuti: 30, capienza: 10 })) });
  add('appuntamenti', { it: 'appuntamenti', en: 'appointments', fr: 'rendez-vous' }, d('Laboratorio di cioccolato', 'Gianduiotti fatti a mano', 'Un’ora con un maestro cioccolatiere.'), d('Chocolate workshop', 'Handmade gianduiotti', 'One hour with a master chocolatier.'), d('Atelier de chocolat', 'Gianduiotti faits main', 'Une heure avec un maître chocolatier.'), { luogo: 'Piazza San Carlo', categoria: 'enogastronomia', prezzo: 3000, owner: 'organizzatore', cover: 4, date_puntuali: ['2026-12-19T15:00:00', '2026-12-19T17:00:00', '2027-02-14T15:00:00'].map((data) => ({ data, durata_minuti: 60, capienza: 12 })) });
  // operators, restaurants
  const op = (tipo, prefix, owner, name, city, i) =>
    add(tipo, prefix, d(name, city, `${name}: attività a ${city}.`), d(name, city, `${name}: activities in ${city}.`), d(name, city, `${name} : activités à ${city}.`), { owner, telefono: `+39 011 55${String(i).padStart(4, '0')}`, email: `info@${name.toLowerCase().replace(/[^a-z]/g, '')}.example.com`, sito: `https://${name.toLowerCase().replace(/[^a-z]/g, '')}.example.com`, luogo: places[i % places.length].nome, cover: i % 12 });
  op('operatori_outdoor', { it: 'outdoor', en: 'outdoor', fr: 'outdoor' }, 'outdoor', 'Alpi Avventura', 'Fenestrelle', 10);
  op('operatori_outdoor', { it: 'outdoor', en: 'outdoor', fr: 'outdoor' }, 'outdoor2', 'Rafting Valle di Susa', 'Susa', 9);
  op('operatori_outdoor', { it: 'outdoor', en: 'outdoor', fr: 'outdoor' }, 'outdoor', 'Lago Blu Kayak', 'Verbania', 8);
  op('operatori_incoming', { it: 'incoming', en: 'incoming', fr: 'incoming' }, 'incoming', 'Piemonte Incoming Tour', 'Torino', 11);
  op('operatori_incoming', { it: 'incoming', en: 'incoming', fr: 'incoming' }, 'incoming', 'Langhe Experience', 'Alba', 7);
  op('ristoranti', { it: 'ristoranti', en: 'restaurants', fr: 'restaurants' }, 'ristoratore', 'Osteria del Borgo', 'Torino', 0);
  op('ristoranti', { it: 'ristoranti', en: 'restaurants', fr: 'restaurants' }, 'ristoratore', 'Trattoria delle Langhe', 'Alba', 7);
  // news
  for (const [i, [it, en, fr]] of [
    ['Torino capitale dei congressi 2027', 'Turin, congress capital 2027', 'Turin, capitale des congrès 2027'],
    ['Nuovo centro congressi al Lingotto', 'New congress centre at Lingotto', 'Nouveau centre de congrès au Lingotto'],
    ['Incentive in Langa: le proposte 2027', 'Incentives in the Langhe: 2027 offers', 'Incentives dans les Langhe : offres 2027'],
  ].entries()) {
    add('news_convention', { it: 'news', en: 'news', fr: 'actualites' }, d(it, null, it), d(en, null, en), d(fr, null, fr), { data_pubblicazione: `2026-0${i + 3}-15`, cover: (i * 5) % 12 });
  }
  // links
  add('link_esterni', { it: 'link', en: 'link', fr: 'lien' }, d('Regione Piemonte', null, 'Sito istituzionale'), d('Piedmont Region', null, 'Institutional website'), d('Région Piémont', null, 'Site institutionnel'), { url: 'https://www.regione.piemonte.example.com' });
  add('link_file', { it: 'file', en: 'file', fr: 'fichier' }, d('Mappa della città (PDF)', null, 'Mappa'), d('City map (PDF)', null, 'Map'), d('Plan de la ville (PDF)', null, 'Plan'), { file: 'logo-1.png' });
  add('link_operatore', { it: 'link-operatore', en: 'operator-link', fr: 'lien-operateur' }, d('Alpi Avventura', null, ''), d('Alpi Avventura', null, ''), d('Alpi Avventura', null, ''), { operatore: 'Alpi Avventura' });
  // a draft page (previews) and an outdoor listing waiting for review
  add('risorse', { it: 'risorse', en: 'resources', fr: 'ressources' }, d('Il Borgo Medievale (bozza)', 'In preparazione', 'Testo in revisione.'), d('The Medieval Village (draft)', 'In preparation', 'Text under review.'), d('Le Bourg médiéval (brouillon)', 'En préparation', 'Texte en cours de révision.'), { status: 'draft', preview_token: 'anteprima-borgo-medievale-2026', cover: 6 });
  op('operatori_outdoor', { it: 'outdoor', en: 'outdoor', fr: 'outdoor' }, 'outdoor2', 'Parapendio Monviso', 'Crissolo', 3);
  list[list.length - 1].status = 'in_review';
  return list;
}

/** Products with fixed ids: 5969 is the Torino Piemonte Card of the spec's redirects. */
export function products() {
  const d = (t, s, desc) => ({ titolo: t, sottotitolo: s, descrizione: para(desc) });
  const prefix = { it: 'prodotti', en: 'products', fr: 'produits' };
  return [
    { id: 5969, tipo: 'prodotti', prefix, tipo_prodotto: 'carte', prezzo: 3500, prezzo_gruppo: 3000, prezzo_combo: 3200, cover: 1, categoria: 'visite', status: 'published', translations: { it: d('Torino Piemonte Card', 'Musei, trasporti e sconti per 2 giorni', 'Ingresso gratuito a oltre 200 musei e residenze reali di Torino e del Piemonte.'), en: d('Torino Piemonte Card', 'Museums, transport and discounts for 2 days', 'Free entry to more than 200 museums and royal residences in Turin and Piedmont.'), fr: d('Torino Piemonte Card', 'Musées, transports et réductions pendant 2 jours', 'Entrée gratuite dans plus de 200 musées et résidences royales de Turin et du Piémont.') } },
    { id: 5970, tipo: 'prodotti', prefix, tipo_prodotto: 'carte_regalate', prezzo: 5000, cover: 9, categoria: 'visite', status: 'published', translations: { it: d('Carta regalo', 'Da 50 euro', 'Regala un’esperienza a Torino.'), en: d('Gift card', '50 euro', 'Give an experience in Turin.'), fr: d('Carte cadeau', '50 euros', 'Offre une expérience à Turin.') } },
    { id: 5971, tipo: 'prodotti', prefix, tipo_prodotto: 'abbonamenti_athena', prezzo: 5200, cover: 3, categoria: 'mostre', status: 'published', translations: { it: d('Abbonamento Musei Athena', 'Un anno di musei', 'Ingressi illimitati per 365 giorni.'), en: d('Athena Museum Pass', 'A year of museums', 'Unlimited entries for 365 days.'), fr: d('Abonnement Musées Athena', 'Une année de musées', 'Entrées illimitées pendant 365 jours.') } },
    { id: 5972, tipo: 'prodotti', prefix, tipo_prodotto: 'carte', prezzo: 1800, cover: 2, categoria: 'mostre', status: 'published', translations: { it: d('Biglietto Museo Egizio', 'Ingresso intero', 'Biglietto d’ingresso alla collezione permanente.'), en: d('Egyptian Museum ticket', 'Full-price entry', 'Entry ticket to the permanent collection.'), fr: d('Billet Musée Égyptien', 'Plein tarif', 'Billet d’entrée à la collection permanente.') } },
  ];
}

// ---------------------------------------------------------------- footer
export function footer() {
  const t3 = (it, en, fr) => ({ it, en, fr });
  const card = (gruppo, i, pageKey, titolo, sottotitolo, cta, tipologia = 'cta') => ({ lista: 'card', gruppo, tipologia, pageKey, immagine: i, testi: { it: { titolo: titolo.it, sottotitolo: sottotitolo.it, cta_etichetta: cta.it }, en: { titolo: titolo.en, sottotitolo: sottotitolo.en, cta_etichetta: cta.en }, fr: { titolo: titolo.fr, sottotitolo: sottotitolo.fr, cta_etichetta: cta.fr } } });
  const scopri = t3('Scopri', 'Discover', 'Découvrir');
  const voci = [
    card('visita', 0, 'uffici', t3('Uffici del turismo', 'Tourist offices', 'Offices de tourisme'), t3('Ti aspettiamo in centro', 'We are in the city centre', 'Nous t’attendons au centre'), scopri),
    card('visita', 1, 'card-page', t3('Torino Piemonte Card', 'Torino Piemonte Card', 'Torino Piemonte Card'), t3('Musei e trasporti', 'Museums and transport', 'Musées et transports'), t3('Acquista', 'Buy', 'Acheter')),
    card('visita', 2, null, t3('Seguici', 'Follow us', 'Suis-nous'), t3('Foto e novità ogni giorno', 'Photos and news every day', 'Photos et nouveautés chaque jour'), t3('', '', ''), 'social'),
    card('convention', 3, 'sedi', t3('Sedi congressuali', 'Congress venues', 'Lieux de congrès'), t3('Oltre 100 spazi', 'Over 100 venues', 'Plus de 100 espaces'), scopri),
    card('convention', 4, 'convention', t3('Richiedi una proposta', 'Request a proposal', 'Demande une proposition'), t3('Il nostro team ti risponde in 48 ore', 'Our team answers within 48 hours', 'Notre équipe répond sous 48 heures'), t3('Contattaci', 'Contact us', 'Contacte-nous')),
    card('trade', 5, 'trade', t3('Materiali per il trade', 'Trade materials', 'Documents pour le trade'), t3('Cataloghi e immagini', 'Catalogues and images', 'Catalogues et images'), scopri),
    card('trade', 6, 'contatti', t3('Fam trip', 'Fam trips', 'Éductours'), t3('Conosci il territorio', 'Get to know the region', 'Découvre le territoire'), scopri),
    card('scuole', 7, 'scuole', t3('Gite scolastiche', 'School trips', 'Sorties scolaires'), t3('Itinerari per ogni età', 'Itineraries for every age', 'Itinéraires pour tous les âges'), scopri),
    card('scuole', 8, 'contatti', t3('Laboratori', 'Workshops', 'Ateliers'), t3('Imparare divertendosi', 'Learning through play', 'Apprendre en s’amusant'), scopri),
    card('scuole', 9, 'scuole', t3('Musei per le scuole', 'Museums for schools', 'Musées pour les écoles'), t3('Tariffe dedicate', 'Dedicated rates', 'Tarifs dédiés'), scopri),
  ];
  for (const [g, i] of [['visita', 12], ['visita', 13], ['convention', 14], ['trade', 15], ['scuole', 16]]) voci.push({ lista: 'subcard', gruppo: g, tipologia: 'link_esterno', link: `https://partner${i}.example.com`, immagine: i });
  voci.push({ lista: 'subcard', gruppo: 'visita', tipologia: 'link_interno', pageKey: 'uffici', immagine: 17 });
  for (let i = 0; i < 8; i++) voci.push({ lista: 'sponsor', nome: `Sponsor ${i + 1}`, link: `https://sponsor${i + 1}.example.com`, immagine: 12 + (i % 9) });
  const col = (colonna, tipologia, label, pageKey, link) => ({ lista: 'colonna', colonna, tipologia, pageKey, link, testi: { it: { etichetta: label[0] }, en: { etichetta: label[1] }, fr: { etichetta: label[2] } } });
  voci.push(
    col(1, 'testo', ['Turismo Torino e Provincia', 'Turismo Torino e Provincia', 'Turismo Torino e Provincia']),
    col(1, 'testo', ['Via Maria Vittoria 19, 10123 Torino', 'Via Maria Vittoria 19, 10123 Turin', 'Via Maria Vittoria 19, 10123 Turin']),
    col(1, 'interno', ['Contatti', 'Contact us', 'Contacts'], 'contatti'),
    col(2, 'interno', ['Pianifica la tua visita', 'Plan your trip', 'Préparer ton séjour'], 'pianifica'),
    col(2, 'interno', ['Uffici del turismo', 'Tourist offices', 'Offices de tourisme'], 'uffici'),
    col(2, 'interno', ['Come arrivare', 'Getting here', 'Comment venir'], 'come-arrivare'),
    col(3, 'interno', ['Convention Bureau', 'Convention Bureau', 'Convention Bureau'], 'convention'),
    col(3, 'interno', ['Travel trade', 'Travel trade', 'Travel trade'], 'trade'),
    col(3, 'interno', ['Scuole', 'Schools', 'Écoles'], 'scuole'),
    col(3, 'interno', ['Area stampa', 'Press area', 'Espace presse'], 'stampa'),
    col(4, 'interno', ['Privacy', 'Privacy policy', 'Confidentialité'], 'privacy'),
    col(4, 'interno', ['Accessibilità', 'Accessibility', 'Accessibilité'], 'accessibilita'),
    col(4, 'esterno', ['Regione Piemonte', 'Piedmont Region', 'Région Piémont'], null, 'https://www.regione.piemonte.example.com'),
  );
  for (let i = 0; i < 4; i++) voci.push({ lista: 'logo', link: `https://ente${i + 1}.example.com`, immagine: 13 + i, larghezza_in_footer: [120, 96, 140, 110][i] });
  for (const icon of ['facebook', 'twitter', 'instagram', 'tiktok', 'youtube', 'linkedin']) voci.push({ lista: 'social', icon, link: `https://www.${icon}.com/turismotorino` });
  return {
    sponsor: t3('I nostri partner', 'Our partners', 'Nos partenaires'),
    fine_pagina: t3('<p>© 2026 Turismo Torino e Provincia — P. IVA 00000000000</p>', '<p>© 2026 Turismo Torino e Provincia — VAT 00000000000</p>', '<p>© 2026 Turismo Torino e Provincia — TVA 00000000000</p>'),
    voci,
  };
}

export { slugify };
