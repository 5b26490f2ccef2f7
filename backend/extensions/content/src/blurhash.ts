// Blurhash of an image file: decoded small with sharp, encoded with 4x3 components.
import { encode } from 'blurhash';

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
