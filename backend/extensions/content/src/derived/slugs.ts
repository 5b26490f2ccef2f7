// The address of a translation written without one (the admin app's slug note: "empty = made from
// the title"): the type's path in that language, the title in lower-case ASCII words and the
// item's id, as the seed writes them, e.g. `eventi/concerto-di-primavera-1001` or
// `en` `events/spring-concert-1001`. Pages have no type path.

/** The path of each content type's items, by locale (as in backend/seed/data.mjs). */
export const slugPrefixes: Record<string, Record<'it' | 'en' | 'fr', string>> = {
  eventi: { it: 'eventi', en: 'events', fr: 'evenements' },
  attivita: { it: 'attivita', en: 'activities', fr: 'activites' },
  risorse: { it: 'risorse', en: 'resources', fr: 'ressources' },
  pacchetti: { it: 'pacchetti', en: 'packages', fr: 'forfaits' },
  spettacoli: { it: 'spettacoli', en: 'shows', fr: 'spectacles' },
  visite_guidate: { it: 'visite-guidate', en: 'guided-tours', fr: 'visites-guidees' },
  appuntamenti: { it: 'appuntamenti', en: 'appointments', fr: 'rendez-vous' },
  prodotti: { it: 'prodotti', en: 'products', fr: 'produits' },
  operatori_outdoor: { it: 'outdoor', en: 'outdoor', fr: 'outdoor' },
  operatori_incoming: { it: 'incoming', en: 'incoming', fr: 'incoming' },
  ristoranti: { it: 'ristoranti', en: 'restaurants', fr: 'restaurants' },
  news_convention: { it: 'news', en: 'news', fr: 'actualites' },
  link_esterni: { it: 'link', en: 'link', fr: 'lien' },
  link_file: { it: 'file', en: 'file', fr: 'fichier' },
  link_operatore: { it: 'link-operatore', en: 'operator-link', fr: 'lien-operateur' },
};

/** Lower-case ASCII words joined by hyphens: `Città d’arte!` -> `citta-d-arte`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The slug of a translation that has none, or null without a title to make it from. */
export function slugFromTitle(
  tipo: string,
  locale: string,
  title: unknown,
  id: number,
): string | null {
  if (typeof title !== 'string' || !title.trim()) return null;
  const words = slugify(title);
  const last = words ? `${words}-${id}` : String(id);
  const prefix = slugPrefixes[tipo]?.[locale as 'it' | 'en' | 'fr'];
  return prefix ? `${prefix}/${last}` : last;
}
