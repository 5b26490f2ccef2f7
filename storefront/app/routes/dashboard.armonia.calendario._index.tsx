import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.armonia.calendario._index';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  return null;
}

export default function LoyaltyCalendarPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.loyaltyCalendar')}</h1>;
}
