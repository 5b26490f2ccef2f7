// Operator applications: a signed-in user asks to become an outdoor or incoming operator through
// POST /shop/operatori/candidature; administrators decide in the admin app (or the REST API) by
// setting `stato`. Approving attaches the operator policy of that kind to the applicant (hook in
// the content extension). One collection, in the commerce folder of the admin app.

export const after = ['commerce'];

const name = 'candidature_operatori';

export const collections = [
  {
    collection: name,
    meta: {
      icon: 'how_to_reg',
      note: 'Operator applications (outdoor, incoming, ristorazione): set stato to approved to grant the role',
      group: 'commerce',
      hidden: false,
      singleton: false,
      accountability: 'all',
      display_template: '{{ragione_sociale}} ({{tipo}}, {{stato}})',
      sort_field: null,
      archive_field: null,
    },
    schema: { name },
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

const choices = (values) => ({ choices: values.map((v) => ({ text: v, value: v })) });

function f(
  field,
  type,
  {
    nullable = true,
    def = null,
    length,
    note,
    iface,
    special,
    options,
    readonly = false,
    width = 'full',
  } = {},
) {
  const schema = { is_nullable: nullable, default_value: def, is_unique: false };
  if (length) schema.max_length = length;
  const meta = {
    interface:
      iface ?? (type === 'text' ? 'input-multiline' : type === 'timestamp' ? 'datetime' : 'input'),
    note: note ?? null,
    readonly,
    hidden: false,
    width,
    required: !nullable && def === null && !readonly,
  };
  if (special) meta.special = special;
  if (options) meta.options = options;
  return { collection: name, field, type, meta, schema };
}

export const fields = [
  f('tipo', 'string', {
    nullable: false,
    length: 16,
    iface: 'select-dropdown',
    options: choices(['outdoor', 'incoming', 'ristorazione']),
    note: 'Kind of operator applied for',
    width: 'half',
  }),
  f('stato', 'string', {
    nullable: false,
    def: 'submitted',
    length: 16,
    iface: 'select-dropdown',
    options: choices(['submitted', 'approved', 'rejected']),
    note: 'approved attaches the operator policy of this kind to the user',
    width: 'half',
  }),
  f('user', 'uuid', {
    nullable: false,
    iface: 'select-dropdown-m2o',
    special: ['m2o'],
    note: 'Applicant',
  }),
  f('ragione_sociale', 'string', { nullable: false, length: 160, note: 'Business name' }),
  f('partita_iva', 'string', {
    nullable: false,
    length: 16,
    note: 'VAT number (11 digits) or tax code (16 characters)',
    width: 'half',
  }),
  f('telefono', 'string', { nullable: false, length: 32, width: 'half' }),
  f('sito_web', 'string', { length: 255, note: 'Optional, http(s) address' }),
  f('descrizione', 'text', { nullable: false, note: 'What the business offers' }),
  f('nota_moderatore', 'text', { note: 'Shown to the applicant when the application is rejected' }),
  f('date_created', 'timestamp', { special: ['date-created'], readonly: true, width: 'half' }),
  f('date_updated', 'timestamp', { special: ['date-updated'], readonly: true, width: 'half' }),
];

export const relations = [
  {
    collection: name,
    field: 'user',
    related_collection: 'directus_users',
    schema: { on_delete: 'CASCADE' },
  },
];
