import { useTranslation } from 'react-i18next';
import type { Route } from './+types/acquista.bundle.$id';
import { runGuards } from '../lib/guards/run.server';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { commerceMeta } from './checkout.fields';
import { authMiddleware } from '../lib/session.server';

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

/** Bundles are sold through their product page; only a well-formed id reaches this step (else 404). */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, []);
  if (parseId(args.params.id) === null) notFound(pageUrl(args.request));
  return null;
}

export const meta = commerceMeta('bundle');

export default function BundlePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.bundle')}</h1>;
}
