import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.outdoor._index';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['outdoor-operator']);
  return null;
}

export default function OutdoorListPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.outdoorList')}</h1>;
}
