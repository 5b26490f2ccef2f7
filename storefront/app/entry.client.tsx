import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, localeFromPath } from './lib/i18n/config';
import { ensureMessages, setMessagesVersion } from './lib/i18n/load';
import { NonceContext, readDocumentNonce } from './lib/nonce';

async function start() {
  const version =
    document.querySelector<HTMLMetaElement>('meta[name="i18n-version"]')?.content ?? '';
  setMessagesVersion(version);
  const lang = document.documentElement.dataset.locale;
  const locale = isLocale(lang) ? lang : (localeFromPath(location.pathname) ?? 'it');
  // The page's messages are in place before hydration so that the first client render matches.
  await ensureMessages(locale);
  const nonce = readDocumentNonce();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={nonce}>
          <HydratedRouter />
        </NonceContext.Provider>
      </StrictMode>,
    );
  });
}

void start();
