import { useTranslation } from 'react-i18next';
import type { Route } from './+types/acquista.$tipo.$id';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['product-purchase']);
  return null;
}

export default function PurchasePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.purchase')}</h1>;
}
