import { Outlet, useRouteLoaderData } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/_site';
import { SiteChrome } from '../components/SiteChrome';
import type { ChromeData } from '../components/SiteChrome';
import { ErrorView } from '../components/ErrorView';
import { api } from '../lib/api/request.server';
import { prefooterOf, sectionOfPath } from '../lib/domain/prefooter';
import { readCookie } from '../lib/i18n/detect';
import { requestLocale } from '../lib/i18n/request.server';
import { CONSENT_COOKIE, parsePreferences } from '../stores/consent';

const policyPaths = {
  it: '/it/cookie-policy',
  en: '/en/cookie-policy',
  fr: '/fr/cookie-policy',
} as const;

/** Footer of the section the path belongs to, and the visitor's consent cookie. */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<ChromeData> {
  const url = new URL(request.url);
  const locale = requestLocale(request, params.lang);
  const section = sectionOfPath(url.pathname);
  const consent = parsePreferences(readCookie(request.headers.get('cookie'), CONSENT_COOKIE));
  let footer: ChromeData['footer'] = null;
  try {
    footer = await api(context).content.footer(locale, prefooterOf(section));
  } catch {
    // Logged by the client; the page is still worth showing without its footer.
  }
  return { footer, section, consent, policyHref: policyPaths[locale] };
}

/** The footer depends only on the language and the section. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const key = (u: URL) => `${u.pathname.split('/')[1]}:${sectionOfPath(u.pathname)}`;
  return key(currentUrl) !== key(nextUrl);
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome data={loaderData}>
      <Outlet />
    </SiteChrome>
  );
}

/** The error page of the spec, inside the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData('routes/_site') as ChromeData | undefined;
  return (
    <SiteChrome data={data}>
      <ErrorView error={error} />
    </SiteChrome>
  );
}
