import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.armonia.gestisci';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  return null;
}

export default function LoyaltyManagePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.loyaltyManage')}</h1>;
}
