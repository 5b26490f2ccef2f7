import type { Prefooter } from '../api/content';

/**
 * Sections of the site, chosen by the first path segment after the locale (spec section 2):
 * visit is the default; convention, travel trade and school have their own pre-footer. Press
 * and partner pages speak to professionals as the travel-trade section does, so they show the
 * travel-trade pre-footer (the content service keeps four pre-footer lists) in the press colours.
 */
export type Section = 'visita' | 'convention' | 'trade' | 'scuole' | 'press';

const prefixes: Record<Exclude<Section, 'visita'>, readonly string[]> = {
  convention: ['convention', 'congressi', 'congres', 'congrès', 'meeting', 'mice'],
  trade: ['travel-trade', 'trade', 'tour-operator'],
  scuole: ['scuole', 'scuola', 'schools', 'school', 'ecoles', 'scolaires'],
  press: ['stampa', 'press', 'presse', 'partner', 'partners', 'partenaires', 'media'],
};

export function sectionOfPath(pathname: string): Section {
  const segments = pathname.split('/').filter(Boolean);
  const first = (segments[0]?.length === 2 ? segments[1] : segments[0])?.toLowerCase();
  if (!first) return 'visita';
  for (const [section, words] of Object.entries(prefixes) as [Section, readonly string[]][]) {
    if (words.includes(first)) return section;
  }
  return 'visita';
}

export function prefooterOf(section: Section): Prefooter {
  return section === 'press' ? 'trade' : section;
}
