import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.profilo.card._index';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  return null;
}

export default function CardPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.card')}</h1>;
}
