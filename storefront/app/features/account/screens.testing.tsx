import type { ReactElement } from 'react';
import { type ActionFunction, createRoutesStub } from 'react-router';
import { render } from '@testing-library/react';
import { DesignSystemProvider } from '@city/design-system';
import { type Locale } from '../../lib/i18n/config';
import { registerMessages } from '../../lib/i18n/instance';
import { SiteMessages } from '../../components/SiteMessages';
import { localeMessages } from '../commerce/island-messages.testing';

/**
 * Renders a screen as the hydrated page does: under its route (`/:lang/...`), with the site's
 * messages of the language and the design system in interactive mode (or, `interactive: false`,
 * in the native mode of the server's pages that are not hydrated). `action` receives what the
 * screen's form posts.
 */
export function renderScreen(
  screen: () => ReactElement,
  {
    lang = 'it',
    path = 'dashboard',
    action,
    interactive = true,
  }: { lang?: Locale; path?: string; action?: ActionFunction; interactive?: boolean } = {},
) {
  const i18n = registerMessages(lang, localeMessages(lang), localeMessages('it'));
  const Stub = createRoutesStub([
    {
      path: `/:lang/${path}`,
      action,
      Component: () => (
        <SiteMessages i18n={i18n}>
          <DesignSystemProvider locale={lang} interactive={interactive}>
            {screen()}
          </DesignSystemProvider>
        </SiteMessages>
      ),
    },
  ]);
  return render(<Stub initialEntries={[`/${lang}/${path}`]} />);
}

/** A message of the site in a language, as the screens show it. */
export function message(lang: Locale, key: string, values: Record<string, string | number> = {}) {
  return registerMessages(lang, localeMessages(lang), localeMessages('it')).t(key, values);
}
