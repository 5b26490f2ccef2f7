import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.ristorazione._index';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['restaurateur']);
  return null;
}

export default function RestaurantListPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.restaurantList')}</h1>;
}
