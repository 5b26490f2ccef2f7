// Small builders for schema modules: they return objects in the shape of the Directus REST API
// (POST /collections, /fields/:collection, /relations), which scripts/build-snapshot.mjs sends
// to a scratch instance before taking the committed snapshot.

export const statusChoices = ['draft', 'in_review', 'published', 'archived'];

export function collection(name, meta = {}, extraSchema = {}) {
  return {
    collection: name,
    meta: { icon: 'article', accountability: 'all', ...meta },
    schema: { ...extraSchema },
    fields: [
      {
        field: 'id',
        type: 'integer',
        meta: { hidden: true, interface: 'input', readonly: true },
        schema: { is_primary_key: true, has_auto_increment: true },
      },
    ],
  };
}

/** A collection whose primary key is a string (languages). */
export function stringKeyCollection(name, key, meta = {}) {
  return {
    collection: name,
    meta: { icon: 'translate', ...meta },
    schema: {},
    fields: [
      {
        field: key,
        type: 'string',
        meta: { interface: 'input' },
        schema: { is_primary_key: true, length: 16 },
      },
    ],
  };
}

export function singleton(name, meta = {}) {
  const c = collection(name, { ...meta, singleton: true });
  return c;
}

const f = (collectionName, field, type, meta = {}, schema = {}) => ({
  collection: collectionName,
  field,
  type,
  meta: { interface: 'input', ...meta },
  schema,
});

export const field = {
  string: (c, name, opts = {}) =>
    f(
      c,
      name,
      'string',
      { ...opts.meta },
      {
        max_length: opts.length ?? 255,
        is_nullable: opts.required ? false : true,
        ...(opts.indexed ? { is_indexed: true } : {}),
        ...(opts.unique ? { is_unique: true } : {}),
        ...(opts.default !== undefined ? { default_value: opts.default } : {}),
      },
    ),
  text: (c, name, opts = {}) =>
    f(
      c,
      name,
      'text',
      { interface: opts.html ? 'input-rich-text-html' : 'input-multiline', ...opts.meta },
      {},
    ),
  integer: (c, name, opts = {}) =>
    f(
      c,
      name,
      'integer',
      { ...opts.meta },
      {
        ...(opts.indexed ? { is_indexed: true } : {}),
        ...(opts.default !== undefined ? { default_value: opts.default } : {}),
      },
    ),
  float: (c, name, opts = {}) => f(c, name, 'float', { ...opts.meta }, {}),
  boolean: (c, name, opts = {}) =>
    f(
      c,
      name,
      'boolean',
      { interface: 'boolean', special: ['cast-boolean'], ...opts.meta },
      { default_value: opts.default ?? false },
    ),
  date: (c, name, opts = {}) =>
    f(
      c,
      name,
      'date',
      { interface: 'datetime', ...opts.meta },
      { ...(opts.indexed ? { is_indexed: true } : {}) },
    ),
  dateTime: (c, name, opts = {}) =>
    f(
      c,
      name,
      'dateTime',
      { interface: 'datetime', ...opts.meta },
      { ...(opts.indexed ? { is_indexed: true } : {}) },
    ),
  json: (c, name, opts = {}) =>
    f(
      c,
      name,
      'json',
      {
        interface: 'input-code',
        special: ['cast-json'],
        options: { language: 'json' },
        ...opts.meta,
      },
      {},
    ),
  select: (c, name, choices, opts = {}) =>
    f(
      c,
      name,
      'string',
      {
        interface: 'select-dropdown',
        options: { choices: choices.map((v) => ({ text: v, value: v })) },
        ...opts.meta,
      },
      {
        max_length: 32,
        is_nullable: !opts.required,
        ...(opts.default !== undefined ? { default_value: opts.default } : {}),
        ...(opts.indexed ? { is_indexed: true } : {}),
      },
    ),
  status: (c) =>
    f(
      c,
      'status',
      'string',
      {
        interface: 'select-dropdown',
        width: 'half',
        options: {
          choices: statusChoices.map((v) => ({
            text: `$t:${v === 'in_review' ? 'in_review' : v}`,
            value: v,
          })),
        },
        display: 'labels',
      },
      { max_length: 32, default_value: 'draft', is_nullable: false, is_indexed: true },
    ),
  userCreated: (c) =>
    f(
      c,
      'user_created',
      'uuid',
      {
        special: ['user-created'],
        interface: 'select-dropdown-m2o',
        readonly: true,
        hidden: true,
        width: 'half',
      },
      {},
    ),
  dateCreated: (c) =>
    f(
      c,
      'date_created',
      'timestamp',
      {
        special: ['date-created'],
        interface: 'datetime',
        readonly: true,
        hidden: true,
        width: 'half',
      },
      {},
    ),
  userUpdated: (c) =>
    f(
      c,
      'user_updated',
      'uuid',
      {
        special: ['user-updated'],
        interface: 'select-dropdown-m2o',
        readonly: true,
        hidden: true,
        width: 'half',
      },
      {},
    ),
  dateUpdated: (c) =>
    f(
      c,
      'date_updated',
      'timestamp',
      {
        special: ['date-updated'],
        interface: 'datetime',
        readonly: true,
        hidden: true,
        width: 'half',
      },
      {},
    ),
  sort: (c) => f(c, 'sort', 'integer', { interface: 'input', hidden: true }, {}),
  m2o: (c, name, opts = {}) =>
    f(
      c,
      name,
      opts.type ?? 'integer',
      { interface: 'select-dropdown-m2o', special: ['m2o'], ...opts.meta },
      { ...(opts.indexed !== false ? { is_indexed: true } : {}) },
    ),
  file: (c, name, opts = {}) =>
    f(
      c,
      name,
      'uuid',
      { interface: opts.image === false ? 'file' : 'file-image', special: ['file'], ...opts.meta },
      {},
    ),
  user: (c, name, opts = {}) =>
    f(
      c,
      name,
      'uuid',
      {
        interface: 'select-dropdown-m2o',
        special: ['m2o'],
        options: { template: '{{email}}' },
        ...opts.meta,
      },
      { is_indexed: true },
    ),
  alias: (c, name, special, iface, opts = {}) => ({
    collection: c,
    field: name,
    type: 'alias',
    meta: { special: [special], interface: iface, ...opts.meta },
    schema: null,
  }),
};

export function m2oRelation(
  c,
  fieldName,
  related,
  { onDelete = 'SET NULL', oneField = null, sortField = null } = {},
) {
  return {
    collection: c,
    field: fieldName,
    related_collection: related,
    meta: {
      one_field: oneField,
      sort_field: sortField,
      one_deselect_action: onDelete === 'CASCADE' ? 'delete' : 'nullify',
    },
    schema: { on_delete: onDelete },
  };
}

export const translationFields = {
  titolo: (c) => field.string(c, 'titolo', { meta: { required: true } }),
  slug: (c) =>
    field.string(c, 'slug', {
      length: 255,
      indexed: true,
      meta: { note: 'Whole path without locale prefix, e.g. visita/pianifica-la-tua-visita' },
    }),
  sottotitolo: (c) => field.string(c, 'sottotitolo'),
  descrizione: (c) => field.text(c, 'descrizione', { html: true }),
  seo_title: (c) => field.string(c, 'seo_title'),
  seo_description: (c) => field.text(c, 'seo_description'),
};

/**
 * Directus translations for a collection: `<parent>_translations` with `<parent>_id`, `languages_code`
 * and the given fields; an alias `translations` on the parent.
 */
export function translations(parent, fieldBuilders) {
  const t = `${parent}_translations`;
  const coll = collection(t, { hidden: true, icon: 'import_export' });
  const fields = [
    field.m2o(t, `${parent}_id`, { meta: { hidden: true } }),
    field.m2o(t, 'languages_code', { type: 'string', meta: { hidden: true } }),
    ...fieldBuilders.map((b) => (typeof b === 'function' ? b(t) : b)),
    field.alias(parent, 'translations', 'translations', 'translations', {
      meta: { options: { languageField: 'language' } },
    }),
  ];
  const relations = [
    {
      collection: t,
      field: 'languages_code',
      related_collection: 'languages',
      meta: {
        one_field: null,
        junction_field: `${parent}_id`,
        sort_field: null,
        one_deselect_action: 'nullify',
      },
      schema: { on_delete: 'SET NULL' },
    },
    {
      collection: t,
      field: `${parent}_id`,
      related_collection: parent,
      meta: {
        one_field: 'translations',
        junction_field: 'languages_code',
        sort_field: null,
        one_deselect_action: 'delete',
      },
      schema: { on_delete: 'CASCADE' },
    },
  ];
  return { collections: [coll], fields, relations };
}

/** Merge several { collections, fields, relations } parts into one module shape. */
export function merge(...parts) {
  return {
    collections: parts.flatMap((p) => p.collections ?? []),
    fields: parts.flatMap((p) => p.fields ?? []),
    relations: parts.flatMap((p) => p.relations ?? []),
  };
}
