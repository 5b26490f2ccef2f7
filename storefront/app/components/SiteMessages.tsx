import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Translate } from '../lib/i18n/translate';
import { TranslateProvider } from './Translate';

/*
 * The site's messages as the server and hydrated pages give them: i18next for the screens that
 * ask it (useTranslation), and its `t` for those that also run as islands (useT). Islands get
 * the small translator instead (enhance/island.tsx), and never import this module.
 */
export function SiteMessages({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const t = useMemo((): Translate => (key, options) => i18n.t(key, options ?? {}), [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <TranslateProvider t={t}>{children}</TranslateProvider>
    </I18nextProvider>
  );
}
