import { describe, expect, it } from 'vitest';
import { defaultTheme, themeIds, themes } from './index';

describe('themes', () => {
  it('offers the city theme as default and the regional sibling', () => {
    expect(themeIds).toEqual(['citta', 'regione']);
    expect(defaultTheme.id).toBe('citta');
    for (const id of themeIds) expect(themes[id].id).toBe(id);
  });

  it('gives each theme its own class', () => {
    expect(themes.citta.className).not.toBe(themes.regione.className);
    expect(themes.citta.className).toMatch(/\S/);
  });

  it('keeps the spec constants: overlays from 2000, modal close in 0.25 s', () => {
    for (const theme of Object.values(themes)) {
      expect(Number(theme.tokens.zIndex.overlay)).toBe(2000);
      expect(Number(theme.tokens.zIndex.modal)).toBeGreaterThan(2000);
      expect(theme.tokens.motion.durationModalClose).toBe('0.25s');
    }
  });

  it('differs between brands in colours, fonts and radii', () => {
    const [a, b] = [themes.citta.tokens, themes.regione.tokens];
    expect(a.color.brand.base).not.toBe(b.color.brand.base);
    expect(a.font.body).not.toBe(b.font.body);
    expect(a.radius.md).not.toBe(b.radius.md);
  });
});
