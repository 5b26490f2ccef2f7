import { describe, expect, it } from 'vitest';
import { cardDescriptionLimit, truncateText } from './truncate';

const word = 'parola ';

describe('truncateText', () => {
  it('cuts at 255 characters by default', () => {
    expect(cardDescriptionLimit).toBe(255);
    const text = word.repeat(60); // 420 characters
    const result = truncateText(text);
    expect(result.endsWith('…')).toBe(true);
    expect(result.length - 1).toBeLessThanOrEqual(255);
  });

  it('keeps texts of exactly 255 characters whole', () => {
    const text = 'a'.repeat(255);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts on the last word boundary before the limit', () => {
    // "Il museo" + " apre" ...: with a limit of 12 the cut falls inside "apre".
    expect(truncateText('Il museo apre alle nove', 12)).toBe('Il museo…');
  });

  it('keeps the last word when the limit falls right after it', () => {
    expect(truncateText('Il museo apre alle nove', 13)).toBe('Il museo apre…');
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(truncateText('Mostre, concerti, visite guidate', 18)).toBe('Mostre, concerti…');
  });

  it('collapses whitespace before measuring', () => {
    expect(truncateText('  Torino \n\n capitale  ')).toBe('Torino capitale');
  });

  it('cuts a single overlong word inside the word', () => {
    expect(truncateText('x'.repeat(300))).toBe(`${'x'.repeat(255)}…`);
  });

  it('produces at most 255 characters before the ellipsis on a realistic text', () => {
    const text =
      'La mostra ripercorre la storia della città attraverso fotografie, documenti e oggetti della vita quotidiana, dalle prime esposizioni universali fino alle Olimpiadi invernali, con un percorso pensato anche per le famiglie e per le scuole, laboratori e visite guidate ogni fine settimana.';
    const result = truncateText(text);
    expect(text.length).toBeGreaterThan(255);
    expect(result.length).toBeLessThanOrEqual(256);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(text.charAt(result.length - 1)).toMatch(/[\s,]/);
  });
});
