import { useEffect, useState } from 'react';
import { citta } from '@city/tokens';
import { DesignSystemProvider } from '@city/design-system';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useHref,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { defaultLocale, isLocale, localeFromPath, localeTag } from './lib/i18n/config';
import type { Locale } from './lib/i18n/config';
import { detectLocale } from './lib/i18n/detect';
import { i18nFor } from './lib/i18n/instance';
import { ensureMessages } from './lib/i18n/load';
import { messagesVersion } from './lib/i18n/messages.server';
import { messagesPath } from './lib/i18n/merge';
import { publicConfig } from './lib/config.server';
import { isChunkLoadError } from './lib/errors';
import { authMiddleware } from './lib/session.server';
import { useStaticDocument } from './lib/static-page';
import { SiteMessages } from './components/SiteMessages';
import { useStylesBundle } from './lib/styles-bundle-context';
import { useNonce } from './lib/nonce';
import { facesHref, pageBootstrap } from './lib/page-bootstrap';
import { PAGE_CONFIG_ID, serializePageConfig } from './enhance/config';
import pageScript from 'virtual:page-script';
import '@city/tokens/fonts/citta';
import './styles/global.css';
// The three faces of a hydrated page's first paint (body text, medium weight of buttons and
// navigation, headings), preloaded so that text does not swap late and the fonts are not found only
// after the stylesheets have been applied. A page that is not hydrated asks for its faces once it
// has loaded instead (lib/page-bootstrap.ts).
import bodyFont from '@fontsource/titillium-web/files/titillium-web-latin-400-normal.woff2?url';
import mediumFont from '@fontsource/titillium-web/files/titillium-web-latin-600-normal.woff2?url';
import headingFont from '@fontsource/titillium-web/files/titillium-web-latin-700-normal.woff2?url';

export async function loader({ request, params }: Route.LoaderArgs) {
  const routeLocale = isLocale(params.lang) ? params.lang : undefined;
  const locale: Locale =
    routeLocale ??
    detectLocale({
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    }).locale;
  return { locale, messagesVersion, config: publicConfig() };
}

/** Every response carries the auth cookies a refresh (or a failed one) left to write. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

/** Client navigations load the target locale's messages before the new page renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const locale = localeFromPath(new URL(request.url).pathname);
    if (locale) await ensureMessages(locale);
    await next();
  },
];

// PNG icons, drawn from public/favicon.svg by scripts/favicons.mjs: an SVG icon is rendered as a
// document of its own on the page's main thread.
const iconLinks = [
  { rel: 'icon', href: '/favicon-32.png', sizes: '32x32', type: 'image/png' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
] satisfies Route.LinkDescriptors;

// A hydrated page links its faces with its stylesheets and preloads the three of the first paint.
const rootLinks = [
  { rel: 'preload', href: bodyFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: mediumFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  ...iconLinks,
] satisfies Route.LinkDescriptors;

export function links(): Route.LinkDescriptors {
  return rootLinks;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale = data?.locale ?? localeFromPath(location.pathname) ?? defaultLocale;
  // Only the first document's messages are preloaded; later languages are fetched on the switch.
  const [preloadLocale] = useState(locale);
  const staticDocument = useStaticDocument();
  const nonce = useNonce();
  // A page that is not hydrated links its CSS as one stylesheet (lib/styles-bundle-href.server.ts).
  const stylesBundle = useStylesBundle();
  return (
    <html
      lang={localeTag(locale)}
      data-locale={locale}
      data-static={staticDocument ? '' : undefined}
      className={citta.className}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <meta name="i18n-version" content={data.messagesVersion} /> : null}
        {data?.config.assetsOrigin ? (
          <link rel="preconnect" href={data.config.assetsOrigin} />
        ) : null}
        {data && !staticDocument ? (
          <link
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={messagesPath(data.messagesVersion, preloadLocale)}
          />
        ) : null}
        <Meta />
        {stylesBundle ? (
          <>
            <link rel="stylesheet" href={stylesBundle} />
            {/* The faces come once the page has loaded (lib/page-bootstrap.ts), or here without script. */}
            <noscript>
              <link rel="stylesheet" href={facesHref(stylesBundle)} />
            </noscript>
            {iconLinks.map((link) => (
              <link key={link.href} {...link} />
            ))}
          </>
        ) : (
          <Links />
        )}
      </head>
      <body>
        {children}
        {staticDocument ? (
          <>
            <script
              type="application/json"
              id={PAGE_CONFIG_ID}
              // Escaped JSON (no "<"), read by the page script; never executed.
              dangerouslySetInnerHTML={{
                __html: serializePageConfig({
                  tagManagerUrl: data?.config.tagManagerUrl ?? '',
                  a11yWidgetUrl: data?.config.a11yWidgetUrl ?? '',
                }),
              }}
            />
            {/*
              The page script is one file (vite.config.ts), imported with the web fonts' faces
              once the page has loaded and its largest paint is shown (lib/page-bootstrap.ts):
              nothing on the page waits for it, so only the stylesheet and the pictures go before.
            */}
            <script
              type="module"
              nonce={nonce}
              dangerouslySetInnerHTML={{
                __html: pageBootstrap(pageScript, stylesBundle ? facesHref(stylesBundle) : null),
              }}
            />
          </>
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const navigate = useNavigate();
  // A page that is not hydrated gets the design system's native links and buttons.
  const staticDocument = useStaticDocument();
  // Once React has taken over the page, the document says so: what was typed before belongs to
  // the server's markup (end-to-end tests wait for it before filling a hydrated form).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteMessages i18n={i18nFor(locale)}>
      <DesignSystemProvider
        locale={locale}
        navigate={(to) => void navigate(to)}
        useHref={useHref}
        interactive={!staticDocument}
      >
        <Outlet />
      </DesignSystemProvider>
    </SiteMessages>
  );
}

/** Last resort when the site layout itself cannot render: status and message, nothing else. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (typeof window !== 'undefined' && isChunkLoadError(error)) {
    window.location.reload();
    return null;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main">
      <h1>{status}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}
