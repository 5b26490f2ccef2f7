import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.armonia.calendario.$slug.prenota';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['booking', 'loyalty-cards']);
  return null;
}

export default function LoyaltyBookPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.loyaltyBook')}</h1>;
}
