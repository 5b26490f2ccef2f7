import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('replaces every known placeholder', () => {
    expect(fillTemplate('Page {page} of {total}', { page: 2, total: 9 })).toBe('Page 2 of 9');
  });

  it('leaves unknown placeholders untouched', () => {
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
