import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Translate } from '../lib/i18n/translate';

/*
 * The messages' `t` for the screens that also run as islands (cart, checkout, purchase forms,
 * queue, private area): on the site it is i18next's (SiteMessages.tsx), in an island the small
 * translator of lib/i18n/translate.ts over the messages the page sent (enhance/island.tsx), so
 * that i18next stays out of the islands' files.
 */
const TranslateContext = createContext<Translate | null>(null);

export function TranslateProvider({ t, children }: { t: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

export function useT(): Translate {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('useT needs SiteMessages or a TranslateProvider (enhance/island.tsx)');
  return t;
}
