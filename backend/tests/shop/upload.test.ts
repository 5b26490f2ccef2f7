// Operators' image upload (POST /shop/operatori/immagini) and images as listing covers.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode } from './helpers';

type User = { id: string; token: string };
interface Image {
  id: string;
  title: string | null;
  type: string;
  filesize: number;
  width: number;
  height: number;
  blurhash: string | null;
}
interface Listing {
  id: number;
  cover: string | null;
  cover_image: { id: string; width: number; height: number; blurhash: string | null } | null;
}

const MAX_BYTES = 200_000;

let shop: Shop;
let outdoor: User;
let outdoor2: User;
let plain: User;

beforeAll(async () => {
  shop = await Shop.start({ SHOP_IMAGE_MAX_BYTES: String(MAX_BYTES) });
  outdoor = await shop.user('operatore_outdoor');
  outdoor2 = await shop.user('operatore_outdoor');
  plain = await shop.user('utente');
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const png = (width = 64, height = 48) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } },
  })
    .png()
    .toBuffer();

/** Random pixels do not compress: a PNG of about width * height * 3 bytes. */
const noisyPng = (side: number) =>
  sharp(
    Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width: side, height: side, channels: 3 },
    },
  )
    .png({ compressionLevel: 0 })
    .toBuffer();

async function upload(
  token: string | null,
  bytes: Buffer | string,
  { name = 'foto.png', type = 'image/png', field = 'file' } = {},
) {
  const form = new FormData();
  form.append('titolo', 'ignored field');
  form.append(field, new Blob([bytes], { type }), name);
  const res = await fetch(`${shop.url}/shop/operatori/immagini`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown };
}

const fileCount = async () =>
  Number(((await shop.db('directus_files').count({ n: '*' }).first()) as { n: unknown }).n);

describe('operator image upload', () => {
  it('stores an image for every operator role, recording the uploader', async () => {
    for (const role of [
      'operatore_outdoor',
      'operatore_incoming',
      'ristoratore',
      'organizzatore',
    ]) {
      const user = role === 'operatore_outdoor' ? outdoor : await shop.user(role);
      const res = await upload(user.token, await png(), { name: '../../Vista sul Po.PNG' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const image = res.body as Image;
      expect(image).toMatchObject({ type: 'image/png', width: 64, height: 48 });
      expect(image.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(image.blurhash).toMatch(/^[0-9A-Za-z#$%*+,.:;=?@[\]^_{|}~-]{6,}$/);
      const row = (await shop
        .db('directus_files')
        .where({ id: image.id })
        .first('uploaded_by', 'type', 'filename_download', 'width')) as Record<string, unknown>;
      expect(row).toMatchObject({
        uploaded_by: user.id,
        type: 'image/png',
        filename_download: 'Vista sul Po.png',
      });
      const asset = await fetch(`${shop.url}/assets/${image.id}?width=32&format=webp`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('detects the format from the bytes: a JPEG sent as .png is stored as JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 20, height: 10, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(outdoor.token, jpeg, { name: 'foto.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'image/jpeg', width: 20, height: 10 });
  });

  it('refuses visitors, the storefront token and users without an operator role', async () => {
    const before = await fileCount();
    const image = await png();
    const anonymous = await upload(null, image);
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous.body)).toBe('UNAUTHENTICATED');
    const guest = await upload(shop.guest, image);
    expect(guest.status).toBe(401);
    const user = await upload(plain.token, image);
    expect(user.status).toBe(403);
    expect(errorCode(user.body)).toBe('FORBIDDEN');
    // Directus' own upload route is closed to operators (no permission on directus_files)
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/png' }), 'x.png');
    const direct = await fetch(`${shop.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${outdoor.token}` },
      body: form,
    });
    expect(direct.status).toBe(403);
    expect(await fileCount()).toBe(before);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF image, a missing file and a too large one', async () => {
    const before = await fileCount();
    const text = await upload(outdoor.token, 'not an image at all', {
      name: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(text.status).toBe(415);
    expect(errorCode(text.body)).toBe('FILE_TYPE_NOT_ALLOWED');
    const svg = await upload(
      outdoor.token,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      { name: 'logo.svg', type: 'image/svg+xml' },
    );
    expect(svg.status).toBe(415);
    const truncated = (await png()).subarray(0, 60);
    expect((await upload(outdoor.token, truncated)).status).toBe(415);

    const wrongField = await upload(outdoor.token, await png(), { field: 'immagine' });
    expect(wrongField.status).toBe(400);
    expect(errorCode(wrongField.body)).toBe('FILE_REQUIRED');
    const json = await shop.post('/shop/operatori/immagini', { file: 'x' }, outdoor.token);
    expect(json.status).toBe(400);
    expect(errorCode(json.body)).toBe('FILE_REQUIRED');

    const big = await noisyPng(300); // about 270 kB
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const large = await upload(outdoor.token, big);
    expect(large.status).toBe(413);
    expect(errorCode(large.body)).toBe('FILE_TOO_LARGE');
    expect(await fileCount()).toBe(before);
  });
});

describe('images as listing covers', () => {
  const base = (titolo: string) => ({
    translations: [{ languages_code: 'it', titolo }],
  });

  it('a listing takes the operator’s own image and shows it', async () => {
    const image = (await upload(outdoor.token, await png(80, 40))).body as Image;
    const created = await shop.post<Listing>(
      '/shop/operatori/outdoor',
      { ...base('Canoa'), cover: image.id },
      outdoor.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.cover).toBe(image.id);
    expect(created.body.cover_image).toMatchObject({ id: image.id, width: 80, height: 40 });
    expect(created.body.cover_image?.blurhash).toBe(image.blurhash);

    // `immagine` is accepted as the same field; null removes the image
    const second = (await upload(outdoor.token, await png(30, 30))).body as Image;
    const changed = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/outdoor/${created.body.id}`,
      { immagine: second.id },
      outdoor.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.cover_image).toMatchObject({ id: second.id, width: 30 });
    // sending the current cover back unchanged is fine
    const same = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/outdoor/${created.body.id}`,
      { cover: second.id, telefono: '011 1' },
      outdoor.token,
    );
    expect(same.status).toBe(200);
    const removed = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/outdoor/${created.body.id}`,
      { cover: null },
      outdoor.token,
    );
    expect(removed.body).toMatchObject({ cover: null, cover_image: null });
  });

  it("refuses another user's image, an unknown id and a malformed one, changing nothing", async () => {
    const mine = (await upload(outdoor.token, await png())).body as Image;
    const theirs = (await upload(outdoor2.token, await png())).body as Image;
    const created = await shop.post<Listing>(
      '/shop/operatori/outdoor',
      { ...base('Rafting'), cover: mine.id },
      outdoor.token,
    );
    const id = created.body.id;
    const patch = (body: unknown) =>
      shop.call('PATCH', `/shop/operatori/outdoor/${id}`, body, outdoor.token);

    const foreign = await patch({ cover: theirs.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({
      errors: [{ extensions: { code: 'FORBIDDEN', field: 'cover' } }],
    });
    const unknown = await patch({ cover: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      errors: [{ extensions: { code: 'INVALID_PAYLOAD', field: 'cover' } }],
    });
    expect((await patch({ cover: 12 })).status).toBe(400);
    expect((await patch({ cover: 'file.png' })).status).toBe(400);
    expect(
      (
        await shop.post(
          '/shop/operatori/outdoor',
          { ...base('Altro'), cover: theirs.id },
          outdoor.token,
        )
      ).status,
    ).toBe(403);
    expect((await shop.db('contenuti').where({ id }).first('cover'))?.cover).toBe(mine.id);

    // an administrator may set any image
    const admin = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/outdoor/${id}`,
      { cover: theirs.id },
      shop.admin,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.cover).toBe(theirs.id);
  });
});
