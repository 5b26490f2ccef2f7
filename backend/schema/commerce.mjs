// Commerce model of the product API (/shop). Directus 12 core entitlements allow 25 active
// collections for the whole project, so commerce reuses the content model where it can:
// - sellable settings (stock, card kind, gift amount, validity, group threshold, armonia flag) are
//   fields added to `contenuti`;
// - bookable dates of appointments, guided tours and armonia activities are the content's
//   `date_puntuali` rows (capacity `capienza`), with `prenotati` and `stato` added here;
// and adds 12 collections: queue sessions, rates/accessories, agreements, combos, promo codes,
// gift cards, orders and lines, payment events (notifications and refunds), bookings, loyalty
// cards (armonia) and issued passes.
// Shapes follow the Directus REST API (POST /collections, POST /fields/:collection, POST /relations).
// Composite and partial unique indexes the snapshot cannot express are created by the shop extension
// on start (see extensions/shop/src/db/indexes.ts).

export const after = ['content'];

const pk = {
  field: 'id',
  type: 'integer',
  meta: { hidden: true, readonly: true, interface: 'input' },
  schema: { is_primary_key: true, has_auto_increment: true },
};
const uuidPk = {
  field: 'id',
  type: 'uuid',
  meta: { hidden: true, readonly: true, interface: 'input', special: ['uuid'] },
  schema: { is_primary_key: true, length: 36, has_auto_increment: false },
};

function collection(name, icon, note, { uuid = false, group = 'commerce', hidden = false } = {}) {
  return {
    collection: name,
    meta: {
      icon,
      note,
      group: group === name ? null : group,
      hidden,
      singleton: false,
      accountability: 'all',
    },
    schema: { name },
    fields: [uuid ? uuidPk : pk],
  };
}

const fields = [];
const relations = [];

function f(collectionName, field, type, opts = {}) {
  const {
    nullable = true,
    def = null,
    unique = false,
    indexed = false,
    length,
    note,
    iface,
    special,
    options,
    readonly = false,
    hidden = false,
  } = opts;
  const schema = { is_nullable: nullable, default_value: def, is_unique: unique };
  if (indexed) schema.is_indexed = true;
  if (length) schema.max_length = length;
  const interfaces = {
    string: 'input',
    text: 'input-multiline',
    integer: 'input',
    bigInteger: 'input',
    boolean: 'boolean',
    json: 'input-code',
    dateTime: 'datetime',
    date: 'datetime',
    uuid: 'input',
  };
  const meta = {
    interface: iface ?? interfaces[type] ?? 'input',
    note: note ?? null,
    readonly,
    hidden,
  };
  if (special) meta.special = special;
  else if (type === 'json') meta.special = ['cast-json'];
  else if (type === 'boolean') meta.special = ['cast-boolean'];
  if (options) meta.options = options;
  if (type === 'json') meta.options = { language: 'json', ...(options ?? {}) };
  fields.push({ collection: collectionName, field, type, meta, schema });
}

function m2o(
  collectionName,
  field,
  related,
  { type = 'integer', onDelete = 'SET NULL', nullable = true, note } = {},
) {
  f(collectionName, field, type, {
    nullable,
    note,
    iface: related === 'directus_users' ? 'select-dropdown-m2o' : 'select-dropdown-m2o',
    special: related === 'directus_users' ? ['m2o'] : ['m2o'],
  });
  relations.push({
    collection: collectionName,
    field,
    related_collection: related,
    schema: { on_delete: onDelete },
  });
}

function created(collectionName) {
  f(collectionName, 'date_created', 'timestamp', {
    special: ['date-created'],
    iface: 'datetime',
    readonly: true,
  });
}
function updated(collectionName) {
  f(collectionName, 'date_updated', 'timestamp', {
    special: ['date-updated'],
    iface: 'datetime',
    readonly: true,
  });
}

export const collections = [
  {
    collection: 'commerce',
    meta: {
      icon: 'shopping_cart',
      note: 'Product API: queue, pricing, orders, loyalty',
      collapse: 'closed',
    },
    schema: null,
  },
  collection('sessioni_coda', 'hourglass_top', 'Waiting-queue sessions for appointment dates'),
  collection(
    'tariffe',
    'sell',
    'Rates (genere tariffa) and accessories (genere accessorio) of products, tours and appointments',
  ),
  collection('convenzioni', 'handshake', 'Agreements giving a discount'),
  collection('combo', 'join_inner', 'Combo prices when products are bought together'),
  collection('codici_promo', 'local_offer', 'Promo codes'),
  collection('carte_regalo', 'card_giftcard', 'Issued gift cards and their balance'),
  collection('ordini', 'receipt_long', 'Orders', { uuid: true }),
  collection('ordini_righe', 'list', 'Order lines'),
  collection(
    'pagamenti_eventi',
    'payments',
    'Payment notifications received (unique event ids) and refunds of orders',
  ),
  collection(
    'prenotazioni',
    'book_online',
    'Bookings of appointments, guided tours and armonia activities',
  ),
  collection('card_armonia', 'loyalty', 'Issued armonia loyalty cards'),
  collection('abbonamenti_athena', 'badge', 'Issued Athena passes with holder data'),
];

// sale settings on contenuti (prodotti: carte, carte_regalate, abbonamenti_athena; attivita: armonia)
f('contenuti', 'tipo_carta', 'string', { length: 16, note: 'prodotti: regalo | armonia | altro' });
f('contenuti', 'stock', 'integer', { note: 'Units on sale; empty = unlimited' });
f('contenuti', 'venduti', 'integer', {
  nullable: false,
  def: 0,
  readonly: true,
  note: 'Units sold (kept by the product API)',
});
f('contenuti', 'soglia_gruppo', 'integer', {
  note: 'Units of the same item from which prezzo_gruppo applies',
});
f('contenuti', 'importo', 'integer', { note: 'Gift cards: balance loaded, cents' });
f('contenuti', 'in_vendita', 'boolean', { nullable: false, def: true });
f('contenuti', 'armonia', 'boolean', {
  nullable: false,
  def: false,
  note: 'attivita: bookable with the armonia card',
});

// bookable dates: date_puntuali (contenuto, data, durata_minuti, lingua, capienza) + these
f('date_puntuali', 'prenotati', 'integer', {
  nullable: false,
  def: 0,
  readonly: true,
  note: 'Booked places (kept by the product API)',
});
f('date_puntuali', 'stato', 'string', {
  nullable: false,
  def: 'aperto',
  length: 16,
  iface: 'select-dropdown',
  options: {
    choices: [
      { text: 'aperto', value: 'aperto' },
      { text: 'chiuso', value: 'chiuso' },
    ],
  },
});

// sessioni_coda
f('sessioni_coda', 'session_id', 'string', { nullable: false, unique: true, length: 128 });
m2o('sessioni_coda', 'slot', 'date_puntuali', { onDelete: 'CASCADE', nullable: false });
f('sessioni_coda', 'data_appuntamento', 'string', { length: 12 });
f('sessioni_coda', 'status', 'string', {
  nullable: false,
  def: 'active',
  length: 16,
  note: 'active | converted | expired | departed | skip',
});
f('sessioni_coda', 'ammessa', 'boolean', { nullable: false, def: false });
f('sessioni_coda', 'posti', 'integer', { nullable: false, def: 1 });
f('sessioni_coda', 'sequenza', 'bigInteger', {
  nullable: false,
  def: 0,
  note: 'FIFO order (ms of (re)queueing)',
});
f('sessioni_coda', 'scadenza', 'bigInteger', {
  nullable: false,
  def: 0,
  note: 'Expiration in ms since epoch',
});
f('sessioni_coda', 'ammessa_il', 'bigInteger', { note: 'Admission time in ms since epoch' });
f('sessioni_coda', 'ordine', 'uuid', {
  note: 'Order that booked the places of a converted session',
});
m2o('sessioni_coda', 'user', 'directus_users', { type: 'uuid' });
created('sessioni_coda');
updated('sessioni_coda');

// tariffe (rates and accessories)
f('tariffe', 'genere', 'string', {
  nullable: false,
  def: 'tariffa',
  length: 16,
  note: 'tariffa | accessorio',
});
f('tariffe', 'tipo', 'string', {
  nullable: false,
  length: 32,
  note: 'carte | abbonamenti_athena | visite_guidate | appuntamenti',
});
f('tariffe', 'item_id', 'string', {
  length: 32,
  note: 'Content id; empty = every item of the type',
});
f('tariffe', 'codice', 'string', { nullable: false, length: 64 });
f('tariffe', 'nome', 'json', { note: '{"it":"…","en":"…","fr":"…"}' });
f('tariffe', 'prezzo', 'integer', { nullable: false, def: 0 });
f('tariffe', 'prezzo_gruppo', 'integer');
f('tariffe', 'soglia_gruppo', 'integer');
f('tariffe', 'predefinita', 'boolean', { nullable: false, def: false });
f('tariffe', 'attiva', 'boolean', { nullable: false, def: true });
f('tariffe', 'sort', 'integer');

// convenzioni
f('convenzioni', 'codice', 'string', { nullable: false, unique: true, length: 64 });
f('convenzioni', 'nome', 'json');
f('convenzioni', 'sconto_percentuale', 'integer');
f('convenzioni', 'sconto_centesimi', 'integer');
f('convenzioni', 'tipi', 'json', { note: 'Product types it applies to; empty = all' });
f('convenzioni', 'valido_dal', 'date');
f('convenzioni', 'valido_al', 'date');
f('convenzioni', 'attiva', 'boolean', { nullable: false, def: true });

// combo
f('combo', 'codice', 'string', { nullable: false, unique: true, length: 64 });
f('combo', 'nome', 'json');
f('combo', 'elementi', 'json', { note: '[{"tipo":"carte","id":5969,"prezzo_combo":2000}, …]' });
f('combo', 'attivo', 'boolean', { nullable: false, def: true });

// codici_promo
f('codici_promo', 'codice', 'string', {
  nullable: false,
  unique: true,
  length: 64,
  note: 'Matched case-insensitively (stored upper case)',
});
f('codici_promo', 'sconto_percentuale', 'integer');
f('codici_promo', 'sconto_centesimi', 'integer');
f('codici_promo', 'valid_from', 'timestamp', { iface: 'datetime' });
f('codici_promo', 'valid_to', 'timestamp', { iface: 'datetime' });
f('codici_promo', 'max_usi', 'integer', { note: 'Empty = unlimited' });
f('codici_promo', 'usi', 'integer', { nullable: false, def: 0, readonly: true });
f('codici_promo', 'minimo_ordine', 'integer', { nullable: false, def: 0 });
f('codici_promo', 'tipi', 'json');
f('codici_promo', 'attivo', 'boolean', { nullable: false, def: true });

// carte_regalo
f('carte_regalo', 'codice', 'string', { nullable: false, unique: true, length: 32 });
f('carte_regalo', 'importo', 'integer', { nullable: false, def: 0 });
f('carte_regalo', 'saldo', 'integer', { nullable: false, def: 0 });
f('carte_regalo', 'email', 'string');
m2o('carte_regalo', 'acquirente', 'directus_users', { type: 'uuid' });
f('carte_regalo', 'ordine', 'uuid');
f('carte_regalo', 'attiva', 'boolean', { nullable: false, def: true });
created('carte_regalo');

// ordini
f('ordini', 'numero', 'string', { nullable: false, unique: true, length: 32 });
m2o('ordini', 'user', 'directus_users', { type: 'uuid' });
f('ordini', 'email', 'string');
f('ordini', 'status', 'string', {
  nullable: false,
  def: 'pending',
  length: 16,
  note: 'pending | paid | failed | expired | cancelled | refunded | review',
});
f('ordini', 'totale', 'integer', { nullable: false, def: 0 });
f('ordini', 'sconto_promo', 'integer', { nullable: false, def: 0 });
f('ordini', 'pagato_carta_regalo', 'integer', { nullable: false, def: 0 });
f('ordini', 'da_pagare', 'integer', { nullable: false, def: 0 });
f('ordini', 'codice_promo', 'string');
f('ordini', 'promo', 'integer');
f('ordini', 'carta_regalo', 'integer');
f('ordini', 'idempotency_key', 'string', { nullable: false, unique: true, length: 160 });
f('ordini', 'richiesta_hash', 'string', { length: 64, hidden: true });
f('ordini', 'access_token', 'string', { length: 64, hidden: true });
f('ordini', 'provider', 'string', { length: 32 });
f('ordini', 'riferimento_pagamento', 'string');
f('ordini', 'esito_pagamento', 'string', { length: 16 });
f('ordini', 'locale', 'string', { length: 2 });
f('ordini', 'emessi', 'json');
f('ordini', 'scadenza', 'timestamp', {
  indexed: true,
  note: 'Payment deadline of a pending order (then it expires)',
});
f('ordini', 'sessione_pagamento', 'string', {
  indexed: true,
  note: "The payment provider's hosted session id",
});
f('ordini', 'pagamento_url', 'text', { note: "The payment provider's hosted page" });
created('ordini');
updated('ordini');

// ordini_righe
m2o('ordini_righe', 'ordine', 'ordini', { type: 'uuid', onDelete: 'CASCADE', nullable: false });
f('ordini_righe', 'tipo', 'string', { nullable: false, length: 32 });
f('ordini_righe', 'item_id', 'string', { nullable: false, length: 32 });
f('ordini_righe', 'nome', 'json');
f('ordini_righe', 'data', 'string', { length: 12 });
f('ordini_righe', 'tariffa', 'string');
f('ordini_righe', 'accessori', 'json');
f('ordini_righe', 'convenzione', 'string');
f('ordini_righe', 'lingua', 'string', { length: 8 });
f('ordini_righe', 'sessione', 'string', { length: 128 });
f('ordini_righe', 'email', 'string');
f('ordini_righe', 'intestatario', 'json');
f('ordini_righe', 'quantita', 'integer', { nullable: false, def: 1 });
f('ordini_righe', 'prezzo_unitario', 'integer', { nullable: false, def: 0 });
f('ordini_righe', 'totale', 'integer', { nullable: false, def: 0 });
f('ordini_righe', 'slot', 'integer');
f('ordini_righe', 'stato', 'string', {
  nullable: false,
  def: 'active',
  length: 16,
  note: 'active | cancelled',
});

// pagamenti_eventi: one row per provider notification (evento_id `<provider>:<event id>`, unique:
// a notification delivered twice is applied once) and per refund (evento_id `rimborso:<uuid>`).
f('pagamenti_eventi', 'evento_id', 'string', { nullable: false, unique: true, length: 255 });
f('pagamenti_eventi', 'tipo', 'string', {
  nullable: false,
  length: 16,
  note: 'notifica | rimborso',
});
f('pagamenti_eventi', 'ordine', 'uuid', { indexed: true });
f('pagamenti_eventi', 'provider', 'string', { length: 32 });
f('pagamenti_eventi', 'evento', 'string', {
  length: 32,
  note: 'notifica: paid | failed | expired | refund_succeeded | refund_failed; rimborso: annullamento | automatico',
});
f('pagamenti_eventi', 'importo', 'integer', { note: 'Cents (paid by the provider or refunded)' });
f('pagamenti_eventi', 'importo_carta_regalo', 'integer', {
  nullable: false,
  def: 0,
  note: 'rimborso: cents given back to the gift card',
});
f('pagamenti_eventi', 'valuta', 'string', { length: 3 });
f('pagamenti_eventi', 'stato', 'string', {
  length: 16,
  note: 'rimborso: requested | succeeded | failed; notifica: the outcome applied',
});
f('pagamenti_eventi', 'riferimento', 'string');
f('pagamenti_eventi', 'righe', 'json');
f('pagamenti_eventi', 'motivo', 'string');
created('pagamenti_eventi');
updated('pagamenti_eventi');

// card_armonia
f('card_armonia', 'codice', 'string', { nullable: false, unique: true, length: 32 });
m2o('card_armonia', 'user', 'directus_users', { type: 'uuid' });
f('card_armonia', 'ordine', 'uuid');
f('card_armonia', 'prodotto', 'integer');
f('card_armonia', 'valida_dal', 'date');
f('card_armonia', 'valida_al', 'date');
f('card_armonia', 'stato', 'string', {
  nullable: false,
  def: 'attiva',
  note: 'attiva | annullata',
});
created('card_armonia');

// prenotazioni
f('prenotazioni', 'tipo', 'string', {
  nullable: false,
  length: 32,
  note: 'appuntamenti | visite_guidate | armonia',
});
m2o('prenotazioni', 'user', 'directus_users', { type: 'uuid' });
f('prenotazioni', 'ordine', 'uuid');
f('prenotazioni', 'riga', 'integer');
m2o('prenotazioni', 'slot', 'date_puntuali', {
  onDelete: 'CASCADE',
  note: 'Booked date (appointment, guided tour or armonia activity)',
});
m2o('prenotazioni', 'card_armonia', 'card_armonia', { onDelete: 'CASCADE' });
f('prenotazioni', 'item_id', 'string', { length: 32 });
f('prenotazioni', 'data', 'string', { length: 12 });
f('prenotazioni', 'posti', 'integer', { nullable: false, def: 1 });
f('prenotazioni', 'sessione', 'string', { length: 128 });
f('prenotazioni', 'stato', 'string', {
  nullable: false,
  def: 'confermata',
  note: 'in_attesa | confermata | annullata',
});
created('prenotazioni');

// abbonamenti_athena (issued passes)
f('abbonamenti_athena', 'codice', 'string', { nullable: false, unique: true, length: 32 });
f('abbonamenti_athena', 'prodotto', 'integer');
m2o('abbonamenti_athena', 'user', 'directus_users', { type: 'uuid' });
f('abbonamenti_athena', 'ordine', 'uuid');
f('abbonamenti_athena', 'first_name', 'string', { nullable: false });
f('abbonamenti_athena', 'last_name', 'string', { nullable: false });
f('abbonamenti_athena', 'data_di_nascita', 'date');
f('abbonamenti_athena', 'convenzione', 'string');
f('abbonamenti_athena', 'valido_dal', 'date');
f('abbonamenti_athena', 'valido_al', 'date');
f('abbonamenti_athena', 'stato', 'string', {
  nullable: false,
  def: 'attivo',
  length: 16,
  note: 'attivo | annullato',
});
created('abbonamenti_athena');

export { fields, relations };
