import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.outdoor.crea';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['outdoor-operator']);
  return null;
}

export default function OutdoorCreatePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.outdoorCreate')}</h1>;
}
