import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Image, focalPosition } from '.';

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

  it('keeps the focal point in view of a crop, as object-position', () => {
    const focal = { ...asset, focal_point_x: 1500, focal_point_y: 250 };
    const { container } = render(
      <Image image={focal} host={host} alt="" width={300} height={400} priority />,
    );
    expect(container.querySelector('img')?.style.objectPosition).toBe('75% 25%');
    expect(renderToString(<Image image={focal} host={host} alt="" fill priority />)).toMatch(
      /<img[^>]*style="object-position:75% 25%"/,
    );
  });

  it('leaves an uncropped image, or one without a focal point, centred', () => {
    const focal = { ...asset, focal_point_x: 1500, focal_point_y: 250 };
    const { container } = render(<Image image={focal} host={host} alt="" width={1000} priority />);
    expect(container.querySelector('img')?.getAttribute('style')).toBeNull();
    cleanup();
    const cropped = render(
      <Image image={asset} host={host} alt="" width={300} height={400} priority />,
    );
    expect(cropped.container.querySelector('img')?.style.objectPosition).toBe('');
  });
});

describe('focalPosition', () => {
  it('turns the focal point in pixels into percentages of the image, rounded to 0.1', () => {
    expect(
      focalPosition({
        id: 'a',
        width: 2000,
        height: 1000,
        focal_point_x: 1000,
        focal_point_y: 500,
      }),
    ).toBe('50% 50%');
    expect(
      focalPosition({ id: 'a', width: 3000, height: 900, focal_point_x: 1000, focal_point_y: 0 }),
    ).toBe('33.3% 0%');
  });

  it('clamps a point outside the image to its edges', () => {
    expect(
      focalPosition({ id: 'a', width: 100, height: 100, focal_point_x: -20, focal_point_y: 250 }),
    ).toBe('0% 100%');
  });

  it('gives nothing without both coordinates or without the image size', () => {
    expect(focalPosition({ id: 'a', width: 100, height: 100 })).toBeUndefined();
    expect(
      focalPosition({ id: 'a', width: 100, height: 100, focal_point_x: 10, focal_point_y: null }),
    ).toBeUndefined();
    expect(
      focalPosition({ id: 'a', width: null, height: 100, focal_point_x: 10, focal_point_y: 10 }),
    ).toBeUndefined();
    expect(
      focalPosition({ id: 'a', width: 0, height: 100, focal_point_x: 0, focal_point_y: 0 }),
    ).toBeUndefined();
  });
});
