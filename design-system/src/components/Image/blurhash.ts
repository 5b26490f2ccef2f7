import { decode, isBlurhashValid } from 'blurhash';

const digits =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/**
 * Average colour of a blurhash (its DC component), as `rgb(r g b)`. Works without a canvas,
 * so the server can paint the placeholder colour before any script runs.
 */
export function blurhashAverageColor(hash: string): string | undefined {
  if (!isBlurhashValid(hash).result) return undefined;
  let value = 0;
  for (const char of hash.slice(2, 6)) value = value * 83 + digits.indexOf(char);
  return `rgb(${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255})`;
}

/** Decodes a blurhash into a small PNG data URL, in the browser only (needs a canvas). */
export function blurhashDataUrl(hash: string, width = 32, height = 32): string | undefined {
  if (typeof document === 'undefined' || !isBlurhashValid(hash).result) return undefined;
  try {
    const pixels = decode(hash, width, height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    const imageData = context.createImageData(width, height);
    imageData.data.set(pixels);
    context.putImageData(imageData, 0, 0);
    return canvas.toDataURL();
  } catch {
    return undefined;
  }
}
