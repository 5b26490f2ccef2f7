import { useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Outlet,
  createRoutesStub,
  useHref,
  useLoaderData,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { DesignSystemProvider, defaultLocale, isLocale } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { ErrorView } from '../../storefront/app/components/ErrorView';
import { SiteMessages } from '../../storefront/app/components/SiteMessages';
import { SiteChrome } from '../../storefront/app/components/SiteChrome';
import type { ChromeData } from '../../storefront/app/components/SiteChrome';
import { rejectedAll } from '../../storefront/app/lib/consent';
import { prefooterOf, sectionOfPath } from '../../storefront/app/lib/domain/prefooter';
import type { SiteConfig } from '../../storefront/app/lib/site';
import { isStaticPage, staticPage } from '../../storefront/app/lib/static-page';
import '../../storefront/app/styles/global.css';
import { fixtureContentClient } from '../fixtures/pages/backend';
import { fixtureHost } from '../fixtures/images';
import { siteI18n } from './messages';

/*
 * A page of the storefront as the site renders it: the root (SiteMessages with the site's messages,
 * the design system, native or interactive as the page is hydrated or not), the site layout
 * (SiteChrome: header, pre-footer, footer, consent) and the page's screen with its loader data,
 * in a React Router stub whose route ids are the site's, so that the chrome's router hooks (the
 * root's configuration, the page's language links, the layout's footer) read what they read on
 * the site. The data comes from the fixtures of stories/fixtures/pages through the storefront's
 * own API clients.
 */

/** What the root loader gives every page (root.tsx). */
interface RootData {
  locale: Locale;
  messagesVersion: string;
  config: SiteConfig;
}

function rootData(locale: Locale): RootData {
  return {
    locale,
    messagesVersion: 'fixtures',
    config: {
      assetsOrigin: fixtureHost,
      tagManagerUrl: '',
      a11yWidgetUrl: '',
      siteOrigin: 'https://www.example.test',
    },
  };
}

/** The root route: messages and design system, as root.tsx's App gives them. */
function PageRoot() {
  const { locale } = useLoaderData() as RootData;
  const navigate = useNavigate();
  // As on the server: the deepest matched route says whether the page is hydrated.
  const staticDocument = isStaticPage(useMatches());
  useLayoutEffect(() => {
    // The document mark of pages that are not hydrated: native focus and hover styles.
    const root = document.documentElement;
    if (staticDocument) root.dataset.static = '';
    return () => {
      delete root.dataset.static;
    };
  }, [staticDocument]);
  return (
    <SiteMessages i18n={siteI18n(locale)}>
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

/** The site layout route (routes/_site.tsx): the chrome around the page. */
function SiteLayout() {
  return (
    <SiteChrome data={useLoaderData() as ChromeData}>
      <Outlet />
    </SiteChrome>
  );
}

/** The site layout's error page (routes/_site.tsx ErrorBoundary). */
function SiteError() {
  const data = useRouteLoaderData('routes/_site') as ChromeData | undefined;
  return (
    <SiteChrome data={data}>
      <ErrorView error={useRouteError()} />
    </SiteChrome>
  );
}

const SITE = 'routes/_site';
const LANG = 'routes/_lang';
const PAGE = 'page';

/** The page route's place below `/:lang`: the rest of its address, or the language's index. */
function pagePath(path: string): { index: true } | { path: string } {
  const rest = new URL(path, 'https://www.example.test').pathname.split('/').slice(2).join('/');
  return rest ? { path: rest } : { index: true };
}

export interface SitePageProps {
  locale: Locale;
  /** The page's address (its pathname and query, as the site has it). */
  path: string;
  chrome: ChromeData;
  /** The page route's loader data; its `alternates` are the header's language links. */
  data: unknown;
  /** The page route's component: its screen with the loader data. */
  render: (data: never) => ReactNode;
  hydrated: boolean;
  /** What the page's loader threw: the layout's error page shows it. */
  error?: unknown;
}

/** A page in the stub of the site's routes, rendered at once with its data (no loading state). */
export function SitePage({ locale, path, chrome, data, render, hydrated, error }: SitePageProps) {
  const Stub = useMemo(
    () =>
      createRoutesStub([
        {
          id: 'root',
          path: '/',
          loader: () => rootData(locale),
          Component: PageRoot,
          children: [
            {
              id: SITE,
              loader: () => chrome,
              Component: SiteLayout,
              ErrorBoundary: SiteError,
              children: [
                {
                  id: LANG,
                  path: ':lang',
                  children: [
                    {
                      id: PAGE,
                      ...pagePath(path),
                      loader: () => data,
                      handle: hydrated ? undefined : staticPage,
                      Component: () => (render as (data: unknown) => ReactNode)(data),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ]),
    [locale, path, chrome, data, render, hydrated],
  );
  return (
    <>
      {/*
       * The site skips painting the parts of a page below the fold until they come near the
       * viewport (content-visibility: auto); the workbench shows the whole page at once, so that
       * a full-page screenshot holds all of it. Closed disclosure panels stay closed: react-aria
       * hides them with hidden="until-found", which the browser draws as content-visibility:
       * hidden.
       */}
      <style>
        {
          '*:not([hidden="until-found"]), *::before, *::after { content-visibility: visible !important; }'
        }
      </style>
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: {
            root: rootData(locale),
            [SITE]: chrome,
            ...(error ? {} : { [PAGE]: data }),
          },
          ...(error ? { errors: { [SITE]: error } } : {}),
        }}
      />
    </>
  );
}

/** The toolbar's language. */
export function storyLocale(context: Pick<StoryContext, 'globals'>): Locale {
  const locale: unknown = context.globals.locale;
  return isLocale(locale) ? locale : defaultLocale;
}

/** The site layout's loader data for a page (routes/_site.tsx): footer of its section. */
export async function chromeData(locale: Locale, path: string): Promise<ChromeData> {
  const section = sectionOfPath(new URL(path, 'https://www.example.test').pathname);
  return {
    footer: await fixtureContentClient().footer(locale, prefooterOf(section)),
    section,
    // A returning visitor who has chosen: the page itself is in sight, not the consent banner.
    consent: rejectedAll,
    policyHref: `/${locale}/cookie-policy`,
  };
}

export interface PageStory<T> {
  /** The page's address in a language. */
  path: (locale: Locale) => string;
  /** The page route's loader data in a language, from the fixtures. */
  load: (locale: Locale) => Promise<T> | T;
  /** The route module's composition: its screen with that data. */
  render: (data: T) => ReactNode;
  /** Purchase, queue, cart, checkout, account and operator pages are hydrated on the site. */
  hydrated?: boolean;
  /** What the page's loader throws, for the error page. */
  error?: (locale: Locale) => unknown;
  /**
   * The page's title (its h1) with that data: the story checks that the page, and not an error
   * page in its place, has rendered.
   */
  title: (data: T, locale: Locale) => string;
  /**
   * What the visitor's browser holds before the page opens (a cart in storage) and the site's
   * own endpoints the screen calls; returns what undoes it.
   */
  setup?: (locale: Locale) => Promise<() => void>;
  /** Waits until the screen has settled (a screen that loads in the browser). */
  ready?: (canvas: ReturnType<typeof within>, locale: Locale) => Promise<void>;
}

interface LoadedPage {
  page: SitePageProps;
}

/**
 * A story of a storefront page in the toolbar's language: its loader data and the layout's are
 * loaded from the fixtures before it renders (again when the language changes).
 */
export function pageStory<T>(page: PageStory<T>): StoryObj {
  return {
    beforeEach: (context) => page.setup?.(storyLocale(context)),
    loaders: [
      async (context): Promise<LoadedPage> => {
        const locale = storyLocale(context);
        const path = page.path(locale);
        const [chrome, data] = await Promise.all([chromeData(locale, path), page.load(locale)]);
        return {
          page: {
            locale,
            path,
            chrome,
            data,
            hydrated: page.hydrated ?? false,
            error: page.error?.(locale),
            render: page.render as SitePageProps['render'],
          },
        };
      },
    ],
    render: (_args, context) => {
      const props = (context.loaded as LoadedPage).page;
      return <SitePage key={`${props.locale} ${props.path}`} {...props} />;
    },
    play: async ({ canvasElement, loaded }) => {
      const { data, locale } = (loaded as LoadedPage).page;
      const main = within(canvasElement).getByRole('main');
      await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
        page.title(data as T, locale),
      );
      await page.ready?.(within(main), locale);
    },
  };
}
