// The blurhash of uploaded images (a placeholder the storefront paints while an image loads):
// decoded small with sharp, encoded with 4x3 components, stored on the file after upload.
import path from 'node:path';
import { encode } from 'blurhash';
import type { Knex } from 'knex';
import type { HookRegister, Logger, Row } from '../hook-api';

export async function blurhashOfFile(file: string): Promise<string | null> {
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(file)
    .rotate()
    .resize(32, 32, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

/** After an image is uploaded to local storage, its blurhash is stored unless it has one. */
export function registerBlurhash(
  { action }: HookRegister,
  db: Knex,
  env: Record<string, unknown>,
  logger: Logger,
): void {
  action('files.upload', async (meta) => {
    try {
      const payload = (meta['payload'] ?? {}) as Row;
      const key = String(meta['key']);
      if (!String(payload['type'] ?? '').startsWith('image/') || payload['blurhash']) return;
      const file: Row | undefined = await db('directus_files')
        .select('filename_disk', 'storage', 'blurhash')
        .where('id', key)
        .first();
      if (!file || file['blurhash'] || file['storage'] !== 'local') return;
      const root = String(env['STORAGE_LOCAL_ROOT'] ?? './uploads');
      const hash = await blurhashOfFile(path.join(root, String(file['filename_disk'])));
      if (hash) await db('directus_files').where('id', key).update({ blurhash: hash });
    } catch (error) {
      logger.warn(error, 'blurhash computation failed');
    }
  });
}
