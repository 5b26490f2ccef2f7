// Roles, policies and permissions of the project, applied through the REST API by `prepare`.
// Idempotent: roles and policies have fixed ids and are upserted; the permissions of the
// project's policies (and of the public policy) are replaced by the lists below on every run.

export const roleIds = {
  utente: '0c1d0000-0000-4000-8000-000000000001',
  organizzatore: '0c1d0000-0000-4000-8000-000000000002',
  operatore_outdoor: '0c1d0000-0000-4000-8000-000000000003',
  operatore_incoming: '0c1d0000-0000-4000-8000-000000000004',
  ristoratore: '0c1d0000-0000-4000-8000-000000000005',
  titolare_card: '0c1d0000-0000-4000-8000-000000000006',
  editor: '0c1d0000-0000-4000-8000-000000000007',
  storefront: '0c1d0000-0000-4000-8000-000000000008',
  controllo: '0c1d0000-0000-4000-8000-000000000009',
};

export const policyIds = {
  lettura: '0c1d0001-0000-4000-8000-000000000000',
  utente: '0c1d0001-0000-4000-8000-000000000001',
  organizzatore: '0c1d0001-0000-4000-8000-000000000002',
  operatore_outdoor: '0c1d0001-0000-4000-8000-000000000003',
  operatore_incoming: '0c1d0001-0000-4000-8000-000000000004',
  ristoratore: '0c1d0001-0000-4000-8000-000000000005',
  titolare_card: '0c1d0001-0000-4000-8000-000000000006',
  editor: '0c1d0001-0000-4000-8000-000000000007',
  storefront: '0c1d0001-0000-4000-8000-000000000008',
  controllo: '0c1d0001-0000-4000-8000-000000000009',
};

export const storefrontUserId = '0c1d0002-0000-4000-8000-000000000001';

const roles = [
  {
    id: roleIds.utente,
    name: 'utente',
    icon: 'person',
    description: 'Registered user (self-registration role)',
    parent: null,
  },
  {
    id: roleIds.organizzatore,
    name: 'organizzatore',
    icon: 'event_available',
    description: 'Organiser of appointments',
    parent: roleIds.utente,
  },
  {
    id: roleIds.operatore_outdoor,
    name: 'operatore_outdoor',
    icon: 'kayaking',
    description: 'Outdoor operator',
    parent: roleIds.utente,
  },
  {
    id: roleIds.operatore_incoming,
    name: 'operatore_incoming',
    icon: 'flight_land',
    description: 'Incoming operator',
    parent: roleIds.utente,
  },
  {
    id: roleIds.ristoratore,
    name: 'ristoratore',
    icon: 'restaurant',
    description: 'Restaurateur',
    parent: roleIds.utente,
  },
  {
    id: roleIds.titolare_card,
    name: 'titolare_card',
    icon: 'loyalty',
    description: 'Loyalty-card holder',
    parent: roleIds.utente,
  },
  {
    id: roleIds.editor,
    name: 'editor',
    icon: 'edit_note',
    description: 'Content editor (admin app)',
    parent: null,
  },
  {
    id: roleIds.storefront,
    name: 'storefront',
    icon: 'storefront',
    description: 'Service user of the storefront static token',
    parent: null,
  },
  {
    id: roleIds.controllo,
    name: 'controllo',
    icon: 'qr_code_scanner',
    description: 'Door staff: check tickets in (POST /shop/checkin); no admin app access',
    parent: roleIds.utente,
  },
];

// Directus 12 core entitlements allow only full-access permission rows (all fields, no item
// filter, validation or presets). So Directus permissions grant whole collections that hold no
// unpublished data; item-level rules (published only, own listings, draft/in_review) are enforced
// by the project's endpoints: /pages/content/* for reading, /shop/operatori/* for owners.
const full = (collection, action) => ({
  collection,
  action,
  permissions: {},
  validation: null,
  presets: null,
  fields: ['*'],
});
const publicCollections = [
  'languages',
  'categorie',
  'luoghi',
  'footer',
  'footer_voci',
  'directus_files',
];
const readPublic = () => publicCollections.map((c) => full(c, 'read'));
export const editorCollections = [
  'contenuti',
  'contenuti_translations',
  'date',
  'date_puntuali',
  'categorie',
  'luoghi',
  'languages',
  'footer',
  'footer_voci',
  'directus_files',
  'directus_folders',
];

function editorPermissions() {
  return editorCollections.flatMap((c) =>
    ['create', 'read', 'update', 'delete'].map((a) => full(c, a)),
  );
}

async function call(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return null;
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    const error = new Error(`${method} ${route} -> ${res.status} ${JSON.stringify(json)}`);
    error.status = res.status;
    throw error;
  }
  return json?.data;
}

async function upsert(url, token, collectionRoute, item) {
  const existing = await call(
    url,
    token,
    'GET',
    `${collectionRoute}?filter[id][_eq]=${item.id}&fields=id`,
  );
  if (existing?.length)
    await call(url, token, 'PATCH', `${collectionRoute}/${item.id}`, { ...item, id: undefined });
  else await call(url, token, 'POST', collectionRoute, item);
}

/** The admin app's manual flow on orders and its one operation (fixed ids: upserted). */
export const cancelFlowId = '0c1d0003-0000-4000-8000-000000000001';
export const cancelOperationId = '0c1d0003-0000-4000-8000-000000000002';

/**
 * "Annulla ordine": a manual flow on `ordini` (a button in the side bar of an order in the admin
 * app, with confirmation and an optional reason) whose one operation creates, with the permissions
 * of the user who ran it, a `pagamenti_eventi` row `{ tipo: 'richiesta', ordine, motivo }`; the
 * shop-admin extension's filter runs the whole cancellation and refund of
 * POST /shop/ordini/:id/annulla for that user before the row is written (API.md).
 */
export async function setupCancelFlow(url, token) {
  await upsert(url, token, '/flows', {
    id: cancelFlowId,
    name: 'Annulla ordine',
    icon: 'cancel',
    color: '#8A1C1C',
    description:
      'Cancels the whole paid order: places, stock and gift-card amount go back, issued items are voided, the payment is refunded (as POST /shop/ordini/:id/annulla).',
    status: 'active',
    trigger: 'manual',
    accountability: 'all',
    options: {
      collections: ['ordini'],
      location: 'item',
      requireSelection: true,
      requireConfirmation: true,
      confirmationDescription:
        'Annullare l’ordine e rimborsarlo? / Cancel and refund the order? / Annuler et rembourser la commande ?',
      fields: [
        {
          field: 'motivo',
          type: 'string',
          name: 'Motivo / Reason / Motif',
          meta: { interface: 'input', width: 'full' },
        },
      ],
      async: false,
      error_on_reject: true,
    },
  });
  await upsert(url, token, '/operations', {
    id: cancelOperationId,
    flow: cancelFlowId,
    name: 'Richiesta di annullamento',
    key: 'annulla',
    type: 'item-create',
    position_x: 19,
    position_y: 1,
    options: {
      collection: 'pagamenti_eventi',
      permissions: '$trigger',
      emitEvents: true,
      payload: {
        tipo: 'richiesta',
        ordine: '{{$trigger.body.keys[0]}}',
        motivo: '{{$trigger.body.motivo}}',
      },
    },
  });
  await call(url, token, 'PATCH', `/flows/${cancelFlowId}`, { operation: cancelOperationId });
}

/**
 * @param {{ url: string, token: string, storefrontToken: string }} options
 */
export async function setupAccess({ url, token, storefrontToken }) {
  const policies = [
    {
      id: policyIds.lettura,
      name: 'lettura',
      icon: 'visibility',
      description: 'Read published content',
      app_access: false,
      admin_access: false,
      perms: readPublic(),
    },
    {
      id: policyIds.utente,
      name: 'utente',
      icon: 'person',
      description: 'Registered user',
      app_access: false,
      admin_access: false,
      perms: [],
    },
    {
      id: policyIds.organizzatore,
      name: 'organizzatore',
      icon: 'event_available',
      description: 'Own appointments and events',
      app_access: false,
      admin_access: false,
      perms: [],
    },
    {
      id: policyIds.operatore_outdoor,
      name: 'operatore_outdoor',
      icon: 'kayaking',
      description: 'Own outdoor listings',
      app_access: false,
      admin_access: false,
      perms: [],
    },
    {
      id: policyIds.operatore_incoming,
      name: 'operatore_incoming',
      icon: 'flight_land',
      description: 'Own incoming listings',
      app_access: false,
      admin_access: false,
      perms: [],
    },
    {
      id: policyIds.ristoratore,
      name: 'ristoratore',
      icon: 'restaurant',
      description: 'Own restaurants',
      app_access: false,
      admin_access: false,
      perms: [],
    },
    {
      id: policyIds.titolare_card,
      name: 'titolare_card',
      icon: 'loyalty',
      description: 'Loyalty-card holder (checked by the product API)',
      app_access: false,
      admin_access: false,
      perms: [],
    },
    {
      id: policyIds.editor,
      name: 'editor',
      icon: 'edit_note',
      description: 'Edit and publish content',
      app_access: true,
      admin_access: false,
      perms: editorPermissions(),
    },
    {
      id: policyIds.storefront,
      name: 'storefront',
      icon: 'storefront',
      description: 'Storefront service user',
      app_access: false,
      admin_access: false,
      perms: [],
    },
    {
      // the check-in endpoint checks the role itself: no collection permissions
      id: policyIds.controllo,
      name: 'controllo',
      icon: 'qr_code_scanner',
      description: 'Check tickets in at the door',
      app_access: false,
      admin_access: false,
      perms: [],
    },
  ];

  for (const p of policies) {
    const { perms: _perms, ...policy } = p;
    await upsert(url, token, '/policies', policy);
  }
  for (const r of roles.filter((r) => !r.parent)) await upsert(url, token, '/roles', r);
  for (const r of roles.filter((r) => r.parent)) await upsert(url, token, '/roles', r);

  // role -> policies (the read policy everywhere; parents give their policies to child roles)
  const attach = {
    [roleIds.utente]: [policyIds.lettura, policyIds.utente],
    [roleIds.organizzatore]: [policyIds.organizzatore],
    [roleIds.operatore_outdoor]: [policyIds.operatore_outdoor],
    [roleIds.operatore_incoming]: [policyIds.operatore_incoming],
    [roleIds.ristoratore]: [policyIds.ristoratore],
    [roleIds.titolare_card]: [policyIds.titolare_card],
    [roleIds.editor]: [policyIds.lettura, policyIds.utente, policyIds.editor],
    [roleIds.storefront]: [policyIds.lettura, policyIds.storefront],
    [roleIds.controllo]: [policyIds.controllo],
  };
  const access = await call(url, token, 'GET', '/access?limit=-1&fields=id,role,user,policy');
  for (const [role, list] of Object.entries(attach)) {
    for (const policy of list) {
      if (!access.some((a) => a.role === role && a.policy === policy))
        await call(url, token, 'POST', '/access', { role, policy });
    }
  }

  // The public policy: the access row with neither role nor user.
  const publicPolicy = access.find((a) => a.role === null && a.user === null)?.policy;
  if (!publicPolicy) throw new Error('public policy not found');

  const managed = [
    ...policies.map((p) => ({ id: p.id, perms: p.perms })),
    { id: publicPolicy, perms: readPublic() },
  ];
  for (const { id, perms } of managed) {
    const existing = await call(
      url,
      token,
      'GET',
      `/permissions?limit=-1&fields=id&filter[policy][_eq]=${id}`,
    );
    if (existing.length)
      await call(
        url,
        token,
        'DELETE',
        '/permissions',
        existing.map((e) => e.id),
      );
    if (perms.length)
      await call(
        url,
        token,
        'POST',
        '/permissions',
        perms.map((p) => ({
          policy: id,
          permissions: null,
          validation: null,
          presets: null,
          fields: null,
          ...p,
        })),
      );
  }

  // The storefront's service user and its static token.
  const sfUser = {
    id: storefrontUserId,
    email: 'storefront@citta.example.com',
    first_name: 'Storefront',
    last_name: 'Service',
    status: 'active',
    role: roleIds.storefront,
    token: storefrontToken,
  };
  await upsert(url, token, '/users', sfUser);

  // Self-registration gives the user role; no e-mail verification step in the demo.
  await call(url, token, 'PATCH', '/settings', {
    project_name: 'Città — turismo ed eventi',
    public_registration: true,
    public_registration_role: roleIds.utente,
    public_registration_verify_email: false,
    auth_login_attempts: 25,
    default_language: 'it-IT',
  });

  await setupCancelFlow(url, token);
}
