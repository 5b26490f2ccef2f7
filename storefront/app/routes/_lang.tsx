import { Outlet } from 'react-router';
import type { Route } from './+types/_lang';
import { isLocale } from '../lib/i18n/config';

/** Every page below /:lang; anything but it, en or fr is a parameter failure (404). */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw new Response('Page Not Found', { status: 404 });
  return null;
}

export default function LangLayout() {
  return <Outlet />;
}
