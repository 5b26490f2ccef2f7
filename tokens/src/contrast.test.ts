import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themes } from './themes';
import type { Tokens } from './types';

/** WCAG 2.2 AA: 4.5:1 for body text, 3:1 for large text and for UI parts (borders, focus rings, icons). */
const TEXT = 4.5;
const UI = 3;

interface Pair {
  name: string;
  foreground: string;
  background: string;
  minimum: number;
}

function pairsOf(tokens: Tokens): Pair[] {
  const { color } = tokens;
  const pairs: Pair[] = [];
  const intents = [
    'brand',
    'accent',
    'critical',
    'positive',
    'caution',
    'info',
    'neutral',
  ] as const;
  for (const intent of intents) {
    const set = color[intent];
    for (const step of ['base', 'hover', 'active'] as const) {
      pairs.push({
        name: `${intent}.onBase on ${intent}.${step}`,
        foreground: set.onBase,
        background: set[step],
        minimum: TEXT,
      });
    }
    pairs.push({
      name: `${intent}.onSoft on ${intent}.soft`,
      foreground: set.onSoft,
      background: set.soft,
      minimum: TEXT,
    });
    pairs.push({
      name: `text.primary on ${intent}.soft`,
      foreground: color.text.primary,
      background: set.soft,
      minimum: TEXT,
    });
  }
  // Filled controls (buttons, checked boxes) must stand out from the page as UI parts.
  for (const intent of ['brand', 'accent', 'critical', 'positive', 'info', 'neutral'] as const) {
    pairs.push({
      name: `${intent}.base on surface.page`,
      foreground: color[intent].base,
      background: color.surface.page,
      minimum: UI,
    });
  }
  for (const surface of ['page', 'raised', 'sunken'] as const) {
    const background = color.surface[surface];
    for (const text of ['primary', 'secondary', 'link', 'linkHover'] as const) {
      pairs.push({
        name: `text.${text} on surface.${surface}`,
        foreground: color.text[text],
        background,
        minimum: TEXT,
      });
    }
    pairs.push({
      name: `border.strong on surface.${surface}`,
      foreground: color.border.strong,
      background,
      minimum: UI,
    });
    pairs.push({
      name: `border.focus on surface.${surface}`,
      foreground: color.border.focus,
      background,
      minimum: UI,
    });
  }
  pairs.push({
    name: 'text.inverse on surface.inverse',
    foreground: color.text.inverse,
    background: color.surface.inverse,
    minimum: TEXT,
  });
  for (const [section, { foreground, background }] of Object.entries(color.section)) {
    pairs.push({ name: `section.${section}`, foreground, background, minimum: TEXT });
  }
  return pairs;
}

describe.each(Object.values(themes))('theme $id colour contrast (WCAG 2.2 AA)', (theme) => {
  it.each(pairsOf(theme.tokens))(
    '$name reaches $minimum:1',
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('contrastRatio', () => {
  it('matches the reference values of the WCAG definition', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toThrow();
  });
});
