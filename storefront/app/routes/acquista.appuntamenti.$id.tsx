import { useTranslation } from 'react-i18next';
import type { Route } from './+types/acquista.appuntamenti.$id';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['appointment']);
  return null;
}

export default function AppointmentPage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.appointment')}</h1>;
}
