// Issued tickets: one row per admitted person of a paid order's museum tickets,
// guided-tour places, appointment places and bundle entries (bundle entries are order lines of
// those kinds). Passes, loyalty cards and gift cards keep their own codes in their own tables.
// `codice` is random (80 bits, base32), unique and unguessable; the QR adds an Ed25519 signature
// (extensions/shop/src/tickets/sign.ts). `stato` changes valid -> used in one conditional UPDATE
// at the door (POST /shop/checkin) and valid -> voided when the order or its line is cancelled.
// Also on `ordini`: `avviso`, the order-state e-mail still to send (set in the same transaction
// as the state change, sent and cleared by extensions/mail).
// The file sorts after commerce.mjs: the snapshot build creates the commerce folder first.
// Shapes follow the Directus REST API (POST /collections, POST /fields/:collection).

export const after = ['commerce'];

const text = (field, type, opts = {}) => {
  const { nullable = true, def = null, unique = false, indexed = false, length, note } = opts;
  const schema = { is_nullable: nullable, default_value: def, is_unique: unique };
  if (indexed) schema.is_indexed = true;
  if (length) schema.max_length = length;
  const meta = {
    interface: { json: 'input-code', timestamp: 'datetime', date: 'datetime' }[type] ?? 'input',
    note: note ?? null,
    readonly: opts.readonly ?? false,
    hidden: false,
  };
  if (type === 'json') {
    meta.special = ['cast-json'];
    meta.options = { language: 'json' };
  }
  if (opts.special) meta.special = opts.special;
  return { collection: opts.collection ?? 'biglietti', field, type, meta, schema };
};

export const collections = [
  {
    collection: 'biglietti',
    meta: {
      icon: 'confirmation_number',
      note: 'Issued tickets: one per admitted person, checked in once at the door',
      group: 'commerce',
      hidden: false,
      singleton: false,
      accountability: 'all',
    },
    schema: { name: 'biglietti' },
    fields: [
      {
        field: 'id',
        type: 'integer',
        meta: { hidden: true, readonly: true, interface: 'input' },
        schema: { is_primary_key: true, has_auto_increment: true },
      },
    ],
  },
];

export const fields = [
  text('codice', 'string', { nullable: false, unique: true, length: 32, readonly: true }),
  text('ordine', 'uuid', { nullable: false, indexed: true }),
  text('riga', 'integer', { note: 'The order line that issued it' }),
  text('tipo', 'string', {
    nullable: false,
    length: 32,
    note: 'carte (museum ticket) | visite_guidate | appuntamenti',
  }),
  text('item_id', 'string', { nullable: false, length: 32 }),
  text('nome', 'json', { note: 'What it admits: the item name { it, en, fr }' }),
  text('data', 'string', {
    length: 12,
    note: 'Date and time yyyyMMddHHmm (Europe/Rome), if dated',
  }),
  text('valido_dal', 'date', { note: 'First day it admits (Europe/Rome)' }),
  text('valido_al', 'date', { note: 'Last day it admits (Europe/Rome)' }),
  text('tariffa', 'string', { note: 'Rate code' }),
  text('lingua', 'string', { length: 8 }),
  text('intestatario', 'json', {
    note: 'Holder { first_name, last_name }, where the item has one',
  }),
  text('stato', 'string', {
    nullable: false,
    def: 'valid',
    length: 16,
    note: 'valid | used | voided',
  }),
  text('used_at', 'timestamp', { note: 'When it was checked in' }),
  text('usato_da', 'uuid', { note: 'Who checked it in' }),
  text('date_created', 'timestamp', { special: ['date-created'], readonly: true }),
  text('avviso', 'string', {
    collection: 'ordini',
    length: 16,
    note: 'E-mail still to send about the order: conferma | fallito | scaduto | annullato',
  }),
];

export const relations = [];
