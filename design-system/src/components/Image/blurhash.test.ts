import { encode } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { blurhashAverageColor } from './blurhash';

describe('blurhashAverageColor', () => {
  it('reads the average colour of the image from the hash', () => {
    const size = 4;
    const pixels = new Uint8ClampedArray(size * size * 4);
    for (let i = 0; i < pixels.length; i += 4) pixels.set([200, 100, 50, 255], i);
    const hash = encode(pixels, size, size, 1, 1);
    expect(blurhashAverageColor(hash)).toBe('rgb(200 100 50)');
  });

  it('gives nothing for an invalid hash', () => {
    expect(blurhashAverageColor('nope')).toBeUndefined();
  });
});
