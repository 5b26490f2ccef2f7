import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Image } from '.';

const asset = {
  id: 'a1',
  title: 'Piazza',
  width: 2000,
  height: 1000,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
};
const host = 'https://cms.example.org';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let callbacks: Callback[] = [];

class FakeObserver {
  constructor(callback: Callback) {
    callbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  callbacks = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Image', () => {
  it('waits for the viewport before requesting the image', () => {
    const { container } = render(
      <Image image={asset} host={host} alt="Piazza Castello" width={1000} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Piazza Castello' })).toHaveAttribute('data-pending');
    act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }])));
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'Piazza Castello');
    expect(container.querySelectorAll('picture source')).toHaveLength(9);
  });

  it('reserves its size with width and height from the image ratio', () => {
    const { container } = render(<Image image={asset} host={host} alt="" width={1000} priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '500');
  });

  it('loads a priority image at once, eagerly and with high fetch priority', () => {
    const { container } = render(<Image image={asset} host={host} alt="" priority />);
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(callbacks).toHaveLength(0);
  });

  it('falls back to native lazy loading without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Image image={asset} host={host} alt="" />);
    expect(container.querySelector('picture img')).toHaveAttribute('loading', 'lazy');
  });

  it('fades the blurhash placeholder out once the image has loaded', () => {
    const { container } = render(<Image image={asset} host={host} alt="" priority />);
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(placeholder).not.toHaveAttribute('data-loaded');
    fireEvent.load(container.querySelector('picture img')!);
    expect(placeholder).toHaveAttribute('data-loaded');
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
