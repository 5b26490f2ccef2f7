import { describe, expect, it } from 'vitest';
import { assetUrl } from './assetUrl';

describe('assetUrl', () => {
  it('addresses the asset under /assets on the given host', () => {
    expect(assetUrl('https://cms.example.org', 'a1b2')).toBe('https://cms.example.org/assets/a1b2');
  });

  it('ignores a trailing slash of the host', () => {
    expect(assetUrl('http://localhost:8055/', 'x')).toBe('http://localhost:8055/assets/x');
  });

  it('writes every transformation parameter in a stable order', () => {
    expect(
      assetUrl('https://cms.example.org', 'id', {
        key: 'card',
        format: 'webp',
        fit: 'cover',
        withoutEnlargement: true,
        quality: 65,
        height: 400.4,
        width: 600,
      }),
    ).toBe(
      'https://cms.example.org/assets/id?width=600&height=400&quality=65&withoutEnlargement=true&fit=cover&format=webp&key=card',
    );
  });

  it('leaves out parameters that are not set, and keeps false values', () => {
    expect(assetUrl('https://h', 'id', { width: 100, withoutEnlargement: false })).toBe(
      'https://h/assets/id?width=100&withoutEnlargement=false',
    );
  });
});

describe('assetUrl preset keys', () => {
  it('encodes a preset key that is free text', () => {
    expect(assetUrl('https://h', 'id', { key: 'a b&c=d' })).toBe(
      'https://h/assets/id?key=a%20b%26c%3Dd',
    );
  });
});
