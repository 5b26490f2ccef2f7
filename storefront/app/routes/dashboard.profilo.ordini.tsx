import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.profilo.ordini';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  return null;
}

export default function OrdersPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.orders')}</h1>;
}
