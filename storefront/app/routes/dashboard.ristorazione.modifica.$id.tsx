import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.ristorazione.modifica.$id';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['restaurateur']);
  return null;
}

export default function RestaurantEditPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.restaurantEdit')}</h1>;
}
