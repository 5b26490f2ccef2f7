import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard.incoming.crea';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['incoming-operator']);
  return null;
}

export default function IncomingCreatePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.incomingCreate')}</h1>;
}
