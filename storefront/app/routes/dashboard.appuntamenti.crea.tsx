import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.appuntamenti.crea';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['organiser']);
  return null;
}

export default function OrganiserCreatePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.organiserCreate')}</h1>;
}
