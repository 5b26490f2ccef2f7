import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.armonia.acquista';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, []);
  return null;
}

export default function LoyaltyBuyPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.loyaltyBuy')}</h1>;
}
