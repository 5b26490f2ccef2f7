import { describe, expect, it } from 'vitest';
import { sanitize } from './html.server';

describe('sanitize', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const out = sanitize(
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    );
    expect(out).toBe('<p>Hi<a>x</a></p>');
  });

  it('keeps text markup, secures new-tab links and lazy-loads images', () => {
    expect(
      sanitize(
        '<h1>T</h1><a href="https://a.example" target="_blank">a</a><img src="https://a.example/i.jpg" alt="">',
      ),
    ).toBe(
      '<h2>T</h2><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a><img src="https://a.example/i.jpg" alt="" loading="lazy" />',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(sanitize(null)).toBe('');
  });
});
