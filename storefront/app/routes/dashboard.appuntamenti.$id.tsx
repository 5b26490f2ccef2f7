import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.appuntamenti.$id';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['organiser']);
  return null;
}

export default function OrganiserDetailPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.organiserDetail')}</h1>;
}
