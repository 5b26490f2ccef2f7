import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Image } from '.';

const asset = {
  id: 'a1',
  title: 'Piazza',
  width: 2000,
  height: 1000,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
};
const host = 'https://cms.example.org';

afterEach(cleanup);

describe('Image', () => {
  it('is in the server HTML, left to the lazy loading of the browser', () => {
    const html = renderToString(
      <Image image={asset} host={host} alt="Piazza Castello" width={1000} />,
    );
    expect(html).toContain('<picture');
    expect(html).toMatch(/<img[^>]*alt="Piazza Castello"[^>]*loading="lazy"/);
    expect(html.match(/<source /g)).toHaveLength(9);
    expect(html.toLowerCase()).not.toContain('fetchpriority');
  });

  it('reserves its size with width and height from the image ratio', () => {
    const { container } = render(<Image image={asset} host={host} alt="" width={1000} priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '500');
  });

  it('loads a priority image at once, eagerly and with high fetch priority', () => {
    const html = renderToString(<Image image={asset} host={host} alt="" priority />);
    expect(html).toMatch(/<img[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
  });

  it('fades the blurhash placeholder out once the image has loaded', () => {
    const { container } = render(<Image image={asset} host={host} alt="" priority />);
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(placeholder).not.toHaveAttribute('data-loaded');
    fireEvent.load(container.querySelector('picture img')!);
    expect(placeholder).toHaveAttribute('data-loaded');
  });

  it('keeps the placeholder in sight when the asset is missing', () => {
    const { container } = render(<Image image={asset} host={host} alt="Piazza" />);
    const img = container.querySelector('picture img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-failed');
    expect(img).toHaveAttribute('alt', 'Piazza');
  });

  it('crops to a requested height at every size', () => {
    const { container } = render(
      <Image image={asset} host={host} alt="" width={600} height={400} priority />,
    );
    const mobile = container.querySelector('source');
    expect(mobile?.getAttribute('srcset')).toContain('height=549');
    expect(mobile?.getAttribute('srcset')).toContain('fit=cover');
    expect(container.querySelector('img')).toHaveAttribute('height', '400');
  });
});
