import { useTranslation } from 'react-i18next';
import type { Route } from './+types/acquista.appuntamenti.$id.$data';
import { runGuards } from '../lib/guards/run.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['appointment-date']);
  return null;
}

export default function AppointmentDatePage() {
  const { t } = useTranslation();
  return <h1>{t('commerce.titles.appointmentDate')}</h1>;
}
