/** Pre-footer variants: one per section of the site (spec: visit by default, convention, trade, school, press). */
export const preFooterSections = ['visita', 'convention', 'trade', 'scuole', 'press'] as const;
export type PreFooterSection = (typeof preFooterSections)[number];

export const preFooterLayouts = ['grid', 'vertical'] as const;
export type PreFooterLayout = (typeof preFooterLayouts)[number];

/** The card grid is vertical when there are exactly 3 cards (spec, section 9). */
export function preFooterLayout(cardCount: number): PreFooterLayout {
  return cardCount === 3 ? 'vertical' : 'grid';
}

/**
 * Section of the pre-footer chosen by the path (without the language prefix): convention, travel
 * trade, school and press/partner pages have their own; everything else is the visit one.
 */
export function preFooterSectionForPath(path: string): PreFooterSection {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  if (first === 'convention') return 'convention';
  if (first === 'trade' || first === 'travel-trade') return 'trade';
  if (first === 'scuole' || first === 'schools' || first === 'ecoles') return 'scuole';
  if (first === 'press' || first === 'stampa' || first === 'partner' || first === 'presse')
    return 'press';
  return 'visita';
}
