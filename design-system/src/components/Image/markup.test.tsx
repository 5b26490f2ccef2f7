import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderBothWays } from '../private/renderBothWays';
import { Image } from './Image';
import { escapeAttribute } from './markup';

const asset = {
  id: '1be5c8e3-3c7b-4bb1-b304-8f3f51f49179',
  width: 1600,
  height: 1067,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
};
const host = 'https://cms.example.org';

describe('Image as markup (interactive={false})', () => {
  it.each<[string, ReactElement]>([
    ['card crop, lazy', <Image image={asset} host={host} alt="" width={400} height={260} />],
    [
      'hero, priority, text to escape',
      <Image image={asset} host={host} alt={`Il "Toro" & <la> città d'arte`} priority />,
    ],
    [
      'own ratio, no placeholder, options',
      <Image
        image={{ id: 'a&b', width: 800, height: 600 }}
        host={host}
        alt="Mole"
        width={300}
        mobileWidth={500}
        quality={80}
        fit="contain"
        assetKey="card"
        fill
        className="extra"
      />,
    ],
    ['unknown size', <Image image={{ id: 'x' }} host={host} alt="Piazza" />],
  ])('%s: the same HTML as the React elements', (_name, element) => {
    const { interactive: react, static: markup } = renderBothWays(element, 'it');
    expect(markup).toBe(react);
    expect(markup).toContain('<source');
  });

  it('escapes attribute text as React does', () => {
    expect(escapeAttribute(`a"b'c&d<e>f`)).toBe('a&quot;b&#x27;c&amp;d&lt;e&gt;f');
  });
});
